import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signCallback } from '../src/modules/gateway/sandbox-gateway.js'
import {
  buyer,
  createUser,
  fillCart,
  noonClock,
  ORDER_ENV,
  setupShop,
  type Shop
} from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
let shop: Shop

interface Info {
  balance: number
  hasPayPassword: boolean
  lockedUntil: number | null
  triesLeft: number
}

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  shop = await setupShop(t, { stock: 100, price: 1000 })
})
afterAll(() => t.close())

const info = async (token: string) => (await t.client.get('/v1/wallet/info', {}, { token })).body.data as Info
const setPw = (token: string, params: Record<string, string>) =>
  t.client.postForm('/v1/appUser/setPayPassword', params, { token })

/** Tops up through the sandbox gateway exactly as the page does. */
async function recharge(token: string, amount: number) {
  const r = await t.client.postForm('/v1/wallet/recharge', { amount }, { token })
  expect(r.body.code).toBe('0000')
  const txn = new URL((r.body.data as { payUrl: string }).payUrl, 'http://x').searchParams.get('txn') ?? ''
  const f = { txn, orderId: 0, amount, status: 'success' as const, ts: Math.floor(t.clock.now() / 1000) }
  const cb = await t.app.inject({
    method: 'POST',
    url: '/api/v1/pay/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      ...Object.fromEntries(Object.entries(f).map(([k, v]) => [k, String(v)])),
      sign: signCallback(t.config.gatewaySecret, f)
    }).toString()
  })
  expect(cb.json()).toMatchObject({ code: '0000', data: { status: 'success' } })
}

async function newOrder(b: Awaited<ReturnType<typeof buyer>>) {
  const r = await t.client.postJson(
    '/v1/store/order/submit',
    { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId },
    { token: b.token }
  )
  expect(r.body.code).toBe('0000')
  return r.body.data as { orderId: number; total: number }
}

describe('pay password', () => {
  it('is set first without a code, stored as Argon2id, changed only with an SMS code', async () => {
    const u = await createUser(t)
    expect(await info(u.token)).toEqual({
      balance: 0,
      hasPayPassword: false,
      lockedUntil: null,
      triesLeft: 5
    })
    expect((await setPw(u.token, { password: '12345' })).body.code).toBe('VALIDATION')
    expect((await setPw(u.token, { password: 'abcdef' })).body.code).toBe('VALIDATION')
    expect((await setPw(u.token, { password: '135790' })).body.code).toBe('0000')
    const row = await t.db.one<{ pay_password_hash: string }>(
      'SELECT pay_password_hash FROM users WHERE id = $1',
      [u.userId]
    )
    expect(row?.pay_password_hash).toMatch(/^\$argon2id\$/)
    expect(row?.pay_password_hash).not.toContain('135790')
    expect((await info(u.token)).hasPayPassword).toBe(true)
    expect(
      (await t.client.get('/v1/appUser/getUserSecurity', {}, { token: u.token })).body.data
    ).toMatchObject({
      hasPayPassword: true
    })
    // changing needs a code
    expect((await setPw(u.token, { password: '246802' })).body.code).toBe('VALIDATION')
    expect((await setPw(u.token, { password: '246802', code: '000000' })).body.code).toBe('SMS_CODE_INVALID')
    const sent = await t.client.get('/v1/sms/sendSafetyCode', { type: 'payPassword' }, { token: u.token })
    expect(sent.body.code).toBe('0000')
    expect((await setPw(u.token, { password: '246802', code: t.smsCode(u.phone) })).body.code).toBe('0000')
  })

  it('locks for 24 h after 5 wrong tries; a right one resets the count; the lock lifts after 24 h', async () => {
    const b = await buyer(t, shop, 2)
    await setPw(b.token, { password: '135790' })
    await recharge(b.token, 10_000)
    const o = await newOrder(b)
    const pay = (password: string) =>
      t.client.postForm('/v1/pay/wallet', { orderId: o.orderId, password }, { token: b.token })
    const w1 = await pay('000000')
    expect(w1.body).toMatchObject({ code: 'PAY_PASSWORD_WRONG', msg: '支付密碼錯誤，還可嘗試4次' })
    await pay('000000')
    expect((await info(b.token)).triesLeft).toBe(3)
    // a right password resets the count (and pays)
    const ok = await pay('135790')
    expect(ok.body).toMatchObject({ code: '0000', data: { status: 'paid', payMethod: 'wallet' } })
    expect((await info(b.token)).triesLeft).toBe(5)
    expect((await pay('135790')).body.code).toBe('ALREADY_PAID')

    await t.db.query('UPDATE goods SET stock = 100 WHERE id = $1', [shop.goodsId])
    await fillCart(t, b.userId, shop.mchId, [{ goodsId: shop.goodsId, itemCount: 2, props: [] }])
    const o2 = await newOrder(b)
    const pay2 = (password: string) =>
      t.client.postForm('/v1/pay/wallet', { orderId: o2.orderId, password }, { token: b.token })
    for (let i = 4; i >= 1; i--) expect((await pay2('111111')).body.msg).toBe(`支付密碼錯誤，還可嘗試${i}次`)
    const fifth = await pay2('111111')
    expect(fifth.body.code).toBe('PAY_LOCKED')
    expect(fifth.body.msg).toMatch(/已鎖定至 2026-11-23 12:00/)
    const locked = await info(b.token)
    expect(locked.triesLeft).toBe(0)
    expect(locked.lockedUntil).toBe(Math.floor(t.clock.now() / 1000) + 86_400)
    // even the right password is refused while locked, and nothing is charged
    expect((await pay2('135790')).body.code).toBe('PAY_LOCKED')
    expect((await info(b.token)).balance).toBe(10_000 - o.total)
    t.clock.advance(24 * 3600_000 - 60_000)
    expect((await info(b.token)).lockedUntil).not.toBeNull()
    t.clock.advance(60_000)
    expect(await info(b.token)).toMatchObject({ lockedUntil: null, triesLeft: 5 })
    // the order itself expired meanwhile (15 min): paying it now is refused, nothing charged
    const late = await pay2('135790')
    expect(late.body.code).toBe('ORDER_STATE')
    expect((await info(b.token)).balance).toBe(10_000 - o.total)
    // unlocked: a fresh order pays with the right password
    await fillCart(t, b.userId, shop.mchId, [{ goodsId: shop.goodsId, itemCount: 2, props: [] }])
    const o3 = await newOrder(b)
    const paid = await t.client.postForm(
      '/v1/pay/wallet',
      { orderId: o3.orderId, password: '135790' },
      { token: b.token }
    )
    expect(paid.body.code).toBe('0000')
    expect((await info(b.token)).balance).toBe(10_000 - o.total - o3.total)
  })

  it('says PAY_PASSWORD_NOT_SET and INSUFFICIENT_BALANCE', async () => {
    const b = await buyer(t, shop, 2)
    const o = await newOrder(b)
    const pay = () =>
      t.client.postForm('/v1/pay/wallet', { orderId: o.orderId, password: '135790' }, { token: b.token })
    expect((await pay()).body.code).toBe('PAY_PASSWORD_NOT_SET')
    await setPw(b.token, { password: '135790' })
    expect((await pay()).body.code).toBe('INSUFFICIENT_BALANCE')
    expect(
      (await t.client.get(`/v1/store/order/${o.orderId}`, {}, { token: b.token })).body.data
    ).toMatchObject({
      status: 'unpaid'
    })
  })
})

describe('wallet', () => {
  it('records recharges and payments newest first with the balance after each', async () => {
    const b = await buyer(t, shop, 2)
    await setPw(b.token, { password: '135790' })
    await recharge(b.token, 5_000)
    const o = await newOrder(b)
    const paid = await t.client.postForm(
      '/v1/pay/wallet',
      { orderId: o.orderId, password: '135790' },
      { token: b.token }
    )
    expect(paid.body.code).toBe('0000')
    const r = await t.client.get('/v1/wallet/records', { page: 1, pageSize: 10 }, { token: b.token })
    const page = r.body.data as { list: Array<Record<string, unknown>>; total: number }
    expect(page.total).toBe(2)
    expect(page.list[0]).toMatchObject({
      type: 'pay',
      amount: -o.total,
      balanceAfter: 5_000 - o.total,
      orderId: o.orderId
    })
    expect(page.list[1]).toMatchObject({
      type: 'recharge',
      amount: 5_000,
      balanceAfter: 5_000,
      orderId: null,
      title: '錢包充值'
    })
    expect((await info(b.token)).balance).toBe(5_000 - o.total)
  })

  it('validates the recharge amount', async () => {
    const u = await createUser(t)
    for (const amount of [99, 1_000_001, 0, -5]) {
      expect((await t.client.postForm('/v1/wallet/recharge', { amount }, { token: u.token })).body.code).toBe(
        'VALIDATION'
      )
    }
    expect(
      (await t.client.postForm('/v1/wallet/recharge', { amount: '1.5' }, { token: u.token })).body.code
    ).toBe('VALIDATION')
    expect((await t.client.get('/v1/wallet/info')).body.code).toBe('401')
  })
})
