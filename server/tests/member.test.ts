import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quoteCart } from '../src/modules/pricing/quote-cart.js'
import { macauMonthStart } from '@lotus/contract/macau-time'
import { ledgerOf, setPayPassword, topUp } from './helpers/account-fixtures.js'
import { createUser, noonClock, ORDER_ENV, servicesOf, setupShop } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

interface Info {
  active: boolean
  endsAt: number | null
  level: number
  monthCoupons: Array<{ name: string; status: string }>
  plans: Array<{ plan: string; price: number }>
  benefits: string[]
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
})
afterAll(() => t.close())

const info = async (token: string) => (await t.client.get('/v1/member/info', {}, { token })).body.data as Info
const buy = (token: string, plan: string, password = '135790') =>
  t.client.postJson('/v1/member/buy', { plan, password }, { token })

describe('god member', () => {
  it('is bought with the wallet: a ledger row, the badge, this month coupons and the benefits shown before', async () => {
    const u = await createUser(t)
    const before = await info(u.token)
    expect(before.active).toBe(false)
    expect(before.plans.map((p) => [p.plan, p.price])).toEqual([
      ['month', 1500],
      ['quarter', 3900],
      ['year', 12800]
    ])
    expect(before.benefits.join()).toContain('配送費')
    await setPayPassword(t, u.token)
    expect((await buy(u.token, 'month')).body.code).toBe('INSUFFICIENT_BALANCE')
    expect(await ledgerOf(t, u.userId)).toEqual({ balance: 0, sum: 0 })
    await topUp(t, u.token, 2000)
    expect((await buy(u.token, 'month', '000000')).body.code).toBe('PAY_PASSWORD_WRONG')
    const bought = await buy(u.token, 'month')
    expect(bought.body.code).toBe('0000')
    const after = bought.body.data as Info
    expect(after.active).toBe(true)
    expect(after.monthCoupons.map((c) => c.name)).toEqual([
      ...Array(4).fill('神會員無門檻券 MOP 5'),
      ...Array(4).fill('神會員免配送費券')
    ])
    expect(await ledgerOf(t, u.userId)).toEqual({ balance: 500, sum: 500 })
    const rec = (await t.client.get('/v1/wallet/records', {}, { token: u.token })).body.data as {
      list: Array<{ type: string; amount: number }>
    }
    expect(rec.list[0]).toMatchObject({ type: 'membership', amount: -1500 })
    const me = (await t.client.get('/v1/appUser/getUser', {}, { token: u.token })).body.data as {
      mtype: number
    }
    expect(me.mtype).toBe(1)
    // the coupons are usable in the order pipeline like any coupon
    const list = (
      await t.client.get('/v1/user/coupon/list', { type: 'coupon', status: 'usable' }, { token: u.token })
    ).body
    expect(JSON.stringify(list)).toContain('神會員無門檻')
  })

  it('issues the next month coupons on the 1st (Asia/Macau) once, and the badge ends with the period', async () => {
    const u = await createUser(t)
    await setPayPassword(t, u.token)
    await topUp(t, u.token, 20000)
    expect((await buy(u.token, 'year')).body.code).toBe('0000')
    const firstOfNext = macauMonthStart(t.clock.now(), 1)
    t.clock.advance(firstOfNext - t.clock.now() + 1000)
    const s = servicesOf(t)
    await s.jobs.drain()
    await s.jobs.drain()
    const months = await t.db.many<{ month: string }>(
      'SELECT month FROM member_coupon_grants WHERE user_id = $1 ORDER BY month',
      [u.userId]
    )
    expect(months.map((m) => m.month)).toEqual(['2026-11', '2026-12'])
    expect((await info(u.token)).monthCoupons).toHaveLength(8)
    const n = await t.db.one<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM coupons WHERE user_id = $1 AND template_key LIKE $2',
      [u.userId, 'member-%']
    )
    expect(n?.n).toBe(16)
    // a monthly member's badge ends with the period
    const m = await createUser(t)
    await setPayPassword(t, m.token)
    await topUp(t, m.token, 1500)
    expect((await buy(m.token, 'month')).body.code).toBe('0000')
    // (the test token would expire first: keep it)
    await t.db.query(
      'UPDATE tokens SET expires_at = expires_at + 100 * 86400000::bigint WHERE user_id = $1',
      [m.userId]
    )
    t.clock.advance(32 * 86_400_000)
    await s.jobs.drain()
    expect((await info(m.token)).active).toBe(false)
    const row = await t.db.one<{ mtype: number }>('SELECT mtype FROM users WHERE id = $1', [m.userId])
    expect(row?.mtype).toBe(0)
  })

  it('waives a member’s delivery fee with a free-delivery voucher, not by membership alone', async () => {
    const shop = await setupShop(t, { price: 3000 })
    await t.db.query('UPDATE merchants SET delivery_fee = 400 WHERE id = $1', [shop.mchId])
    await t.db.query('DELETE FROM time_fee_bands WHERE merchant_id = $1', [shop.mchId])
    const u = await createUser(t)
    const q = async (userId: number) =>
      (
        await quoteCart(t.db, {
          userId,
          mchId: shop.mchId,
          lat: shop.lat + 0.002,
          lng: shop.lng + 0.001,
          lines: [{ goodsId: shop.goodsId, itemCount: 1, props: [] }],
          couponId: null,
          redEnvelopeId: null,
          now: Math.floor(t.clock.now() / 1000)
        })
      ).result
    const plain = await q(u.userId)
    await setPayPassword(t, u.token)
    await topUp(t, u.token, 1500)
    expect((await buy(u.token, 'month')).body.code).toBe('0000')
    const member = await q(u.userId)
    expect(plain.deliveryFee).toBeGreaterThan(0)
    expect(plain.deliveryFee).toBe(400)
    expect(member.deliveryFee).toBe(0)
    expect(member.deliveryFeeLabel).toBe('配送費（免配送費券）')
    await t.db.query("UPDATE coupons SET status = 'used' WHERE user_id = $1 AND type = 'freeDelivery'", [
      u.userId
    ])
    expect((await q(u.userId)).deliveryFee).toBe(400)
  })

  it('refuses bad plans', async () => {
    const u = await createUser(t)
    expect((await buy(u.token, 'week')).body.code).toBe('VALIDATION')
    expect((await t.client.postJson('/v1/member/buy', { plan: 'month' }, { token: u.token })).body.code).toBe(
      'VALIDATION'
    )
  })
})
