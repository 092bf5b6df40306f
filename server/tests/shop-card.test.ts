import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signCallback } from '../src/modules/gateway/sandbox-gateway.js'
import type { Services } from '../src/services.js'
import { ledgerOf, setPayPassword, topUp } from './helpers/account-fixtures.js'
import {
  buyer,
  createUser,
  noonClock,
  ORDER_ENV,
  servicesOf,
  setupShop,
  type Shop
} from './helpers/order-fixtures.js'
import { createTestApp, login, type TestApp } from './helpers/test-app.js'

let t: TestApp
let s: Services
let shop: Shop
let tier100: number
beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  s = servicesOf(t)
  shop = await setupShop(t, { price: 3000 })
  const r = await t.db.one<{ id: number }>(
    'INSERT INTO shop_card_tiers (merchant_id, pay, credit) VALUES ($1, 10000, 11000) ON CONFLICT (merchant_id, pay) DO UPDATE SET credit = 11000 RETURNING id',
    [shop.mchId]
  )
  tier100 = r?.id ?? 0
})
afterAll(() => t.close())

interface Offer {
  mchId: number
  merchantName: string
  tiers: Array<{ id: number; pay: number; credit: number }>
  balance: number
}
const PW = '135790'
const offer = async (token: string, mchId = shop.mchId) =>
  (await t.client.get('/v1/shopCard/offer', { mchId }, { token })).body.data as Offer
const records = async (token: string, mchId = shop.mchId) =>
  (await t.client.get('/v1/shopCard/records', { mchId }, { token })).body.data as {
    list: Array<{ kind: string; amount: number; balanceAfter: number; orderId: number | null }>
  }
const cardSum = async (userId: number, mchId = shop.mchId) => {
  const r = await t.db.one<{ balance: number | null; sum: number }>(
    `SELECT (SELECT balance FROM shop_cards WHERE user_id = $1 AND merchant_id = $2) AS balance,
            COALESCE((SELECT SUM(amount) FROM shop_card_records WHERE user_id = $1 AND merchant_id = $2), 0)::int AS sum`,
    [userId, mchId]
  )
  return { balance: r?.balance ?? 0, sum: r?.sum ?? 0 }
}

async function cardHolder() {
  const b = await buyer(t, shop, 1)
  await setPayPassword(t, b.token, PW)
  await topUp(t, b.token, 20000)
  const r = await t.client.postJson(
    '/v1/shopCard/buy',
    { mchId: shop.mchId, tierId: tier100, method: 'wallet', password: PW },
    { token: b.token }
  )
  expect(r.body.code).toBe('0000')
  return b
}

async function submit(b: { token: string; addressId: number }) {
  const sub = await t.client.postJson(
    '/v1/store/order/submit',
    { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId },
    { token: b.token }
  )
  expect(sub.body.code).toBe('0000')
  return sub.body.data as { orderId: number; total: number }
}

describe('shop cards', () => {
  it('seeds tiers per merchant with a bonus (pay 100, get 110 at 麗記)', async () => {
    const u = await createUser(t)
    const all = (await t.client.get('/v1/shopCard/offers', {}, { token: u.token })).body.data as Offer[]
    const laiKei = all.find((o) => o.merchantName === '麗記茶餐廳')
    expect(laiKei?.tiers.map((x) => [x.pay, x.credit])).toEqual([
      [10000, 11000],
      [20000, 22500],
      [50000, 58000]
    ])
    expect(laiKei?.balance).toBe(0)
  })

  it('is bought from the wallet with a bonus: a wallet row and a card row in one transaction', async () => {
    const b = await cardHolder()
    expect(await offer(b.token)).toMatchObject({ balance: 11000 })
    expect(await ledgerOf(t, b.userId)).toEqual({ balance: 10000, sum: 10000 })
    const w = (await t.client.get('/v1/wallet/records', {}, { token: b.token })).body.data as {
      list: Array<{ type: string; amount: number }>
    }
    expect(w.list[0]).toMatchObject({ type: 'shopCard', amount: -10000 })
    expect((await records(b.token)).list).toEqual([
      expect.objectContaining({ kind: 'buy', amount: 11000, balanceAfter: 11000 })
    ])
    const mine = (await t.client.get('/v1/shopCard/mine', {}, { token: b.token })).body.data
    expect(mine).toEqual([expect.objectContaining({ mchId: shop.mchId, balance: 11000 })])
    // not enough in the wallet: nothing moves
    const poor = await t.client.postJson(
      '/v1/shopCard/buy',
      { mchId: shop.mchId, tierId: tier100, method: 'wallet', password: PW },
      { token: b.token }
    )
    expect(poor.body.code).toBe('0000')
    const again = await t.client.postJson(
      '/v1/shopCard/buy',
      { mchId: shop.mchId, tierId: tier100, method: 'wallet', password: PW },
      { token: b.token }
    )
    expect(again.body.code).toBe('INSUFFICIENT_BALANCE')
    expect(await cardSum(b.userId)).toEqual({ balance: 22000, sum: 22000 })
    expect(await ledgerOf(t, b.userId)).toEqual({ balance: 0, sum: 0 })
  })

  it('is bought online through the sandbox gateway; its callback credits the card once', async () => {
    const u = await createUser(t)
    const r = await t.client.postJson(
      '/v1/shopCard/buy',
      { mchId: shop.mchId, tierId: tier100, method: 'online' },
      { token: u.token }
    )
    const txn = new URL((r.body.data as { payUrl: string }).payUrl, 'http://x').searchParams.get('txn') ?? ''
    const page = await t.app.inject({ method: 'GET', url: `/api/gateway/pay?txn=${txn}` })
    expect(page.body).toContain('儲值卡')
    expect(page.body).toContain('MOP 100.00')
    const f = {
      txn,
      orderId: 0,
      amount: 10000,
      status: 'success' as const,
      ts: Math.floor(t.clock.now() / 1000)
    }
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/pay/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          ...Object.fromEntries(Object.entries(f).map(([k, v]) => [k, String(v)])),
          sign: signCallback(t.config.gatewaySecret, f)
        }).toString()
      })
    expect((await post()).json()).toMatchObject({ code: '0000', data: { status: 'success' } })
    expect((await post()).json()).toMatchObject({ code: 'ALREADY_PAID' })
    expect(await cardSum(u.userId)).toEqual({ balance: 11000, sum: 11000 })
    expect(await ledgerOf(t, u.userId)).toEqual({ balance: 0, sum: 0 })
  })

  it('pays an order only at its merchant, in the payment transaction; a refund goes back to the card once', async () => {
    const b = await cardHolder()
    const o = await submit(b)
    const paid = await t.client.postJson(
      '/v1/pay/shopCard',
      { orderId: o.orderId, password: PW },
      { token: b.token }
    )
    expect(paid.body).toMatchObject({ code: '0000', data: { status: 'paid', payMethod: 'shopCard' } })
    expect(
      (await t.client.postJson('/v1/pay/shopCard', { orderId: o.orderId, password: PW }, { token: b.token }))
        .body.code
    ).toBe('ALREADY_PAID')
    expect(await cardSum(b.userId)).toEqual({ balance: 11000 - o.total, sum: 11000 - o.total })
    const sim = s.simulator
    if (!sim) throw new Error('no simulator')
    await sim.advance(o.orderId) // accepted
    const r = await t.client.postJson(
      '/v1/store/order/refund',
      { id: o.orderId, reason: '餐點有問題' },
      { token: b.token }
    )
    expect(r.body.code).toBe('0000')
    await sim.advance(o.orderId) // refund approved
    await sim.advance(o.orderId).catch(() => undefined) // nothing more to do: no second refund
    const progress = (await t.client.get(`/v1/store/order/${o.orderId}/refund`, {}, { token: b.token })).body
      .data as {
      to: string
      status: string
    }
    expect(progress).toMatchObject({ to: 'shopCard', status: 'approved' })
    expect(await cardSum(b.userId)).toEqual({ balance: 11000, sum: 11000 })
    expect((await records(b.token)).list.map((x) => x.kind)).toEqual(['refund', 'pay', 'buy'])
    // the wallet never moved for this order
    expect(await ledgerOf(t, b.userId)).toEqual({ balance: 10000, sum: 10000 })
  })

  it('a paid order cancelled before acceptance goes back to the card', async () => {
    const b = await cardHolder()
    const o = await submit(b)
    await t.client.postJson('/v1/pay/shopCard', { orderId: o.orderId, password: PW }, { token: b.token })
    const c = await t.client.postForm(
      '/v1/store/order/cancel',
      { id: o.orderId, reason: '不想要了' },
      { token: b.token }
    )
    expect(c.body.code).toBe('0000')
    expect(await cardSum(b.userId)).toEqual({ balance: 11000, sum: 11000 })
  })

  it('cannot pay at another merchant, beyond the balance, or with a wrong password; nothing moves', async () => {
    const b = await cardHolder()
    const other = await setupShop(t, { price: 3000 })
    await t.db.query('DELETE FROM carts WHERE user_id = $1', [b.userId]).catch(() => undefined)
    const { fillCart, addAddress, near } = await import('./helpers/order-fixtures.js')
    await fillCart(t, b.userId, other.mchId, [{ goodsId: other.goodsId, itemCount: 1, props: [] }])
    const addr = await addAddress(t, b.userId, near(other))
    const sub = await t.client.postJson(
      '/v1/store/order/submit',
      { clientKey: randomUUID(), mchId: other.mchId, addressId: addr },
      { token: b.token }
    )
    const elsewhere = (sub.body.data as { orderId: number }).orderId
    expect(
      (await t.client.postJson('/v1/pay/shopCard', { orderId: elsewhere, password: PW }, { token: b.token }))
        .body.code
    ).toBe('SHOP_CARD_INSUFFICIENT')
    await fillCart(t, b.userId, shop.mchId, [{ goodsId: shop.goodsId, itemCount: 5, props: [] }])
    const big = await submit(b)
    expect(big.total).toBeGreaterThan(11000)
    expect(
      (
        await t.client.postJson(
          '/v1/pay/shopCard',
          { orderId: big.orderId, password: PW },
          { token: b.token }
        )
      ).body.code
    ).toBe('SHOP_CARD_INSUFFICIENT')
    expect(
      (
        await t.client.postJson(
          '/v1/pay/shopCard',
          { orderId: big.orderId, password: '000000' },
          { token: b.token }
        )
      ).body.code
    ).toBe('PAY_PASSWORD_WRONG')
    const stranger = await createUser(t)
    expect(
      (
        await t.client.postJson(
          '/v1/pay/shopCard',
          { orderId: big.orderId, password: PW },
          { token: stranger.token }
        )
      ).body.code
    ).toBe('NOT_FOUND')
    expect(await cardSum(b.userId)).toEqual({ balance: 11000, sum: 11000 })
    const st = await t.db.one<{ status: string }>('SELECT status FROM orders WHERE id = $1', [big.orderId])
    expect(st?.status).toBe('unpaid')
  })

  it('refuses bad input and other merchants\u2019 tiers', async () => {
    const u = await createUser(t)
    const elsewhere = await t.db.one<{ id: number }>(
      "SELECT id FROM merchants WHERE 'supermarket' = ANY(verticals) AND id <> $1 LIMIT 1",
      [shop.mchId]
    )
    for (const body of [
      { mchId: elsewhere?.id, tierId: tier100, method: 'online' },
      { mchId: shop.mchId, tierId: 2_000_000_000, method: 'online' }
    ]) {
      expect((await t.client.postJson('/v1/shopCard/buy', body, { token: u.token })).body.code).toBe(
        'NOT_FOUND'
      )
    }
    for (const body of [
      { mchId: shop.mchId, tierId: tier100, method: 'cash' },
      { mchId: shop.mchId, tierId: tier100, method: 'wallet', password: '12' },
      { mchId: '1\u0000', tierId: tier100, method: 'online' },
      { mchId: shop.mchId, tierId: tier100, method: 'online', extra: true }
    ]) {
      expect((await t.client.postJson('/v1/shopCard/buy', body, { token: u.token })).body.code).toBe(
        'VALIDATION'
      )
    }
    expect(
      (
        await t.client.postJson(
          '/v1/shopCard/buy',
          { mchId: shop.mchId, tierId: tier100, method: 'wallet' },
          { token: u.token }
        )
      ).body.code
    ).toBe('VALIDATION')
    expect(
      (await t.client.get('/v1/shopCard/offer', { mchId: '99999999' }, { token: u.token })).body.code
    ).toBe('NOT_FOUND')
    expect((await t.client.get('/v1/shopCard/records', { mchId: 'x' }, { token: u.token })).body.code).toBe(
      'VALIDATION'
    )
    expect(await cardSum(u.userId)).toEqual({ balance: 0, sum: 0 })
  })

  // last: it moves the clock on by a week
  it('leaving: the card balance is shown, forfeited as a card record on erasure, and bank cards unbound', async () => {
    const phone = '66887766'
    const { token, user } = await login(t, phone)
    const userId = (user as { id: number }).id
    await setPayPassword(t, token, PW)
    await topUp(t, token, 10000)
    const bought = await t.client.postJson(
      '/v1/shopCard/buy',
      { mchId: shop.mchId, tierId: tier100, method: 'wallet', password: PW },
      { token }
    )
    expect(bought.body.code).toBe('0000')
    await t.client.postJson('/v1/bankCard/bind', { number: '4111111111111111' }, { token })
    const c = (await t.client.get('/v1/account/deletion/check', {}, { token })).body.data
    expect(c).toMatchObject({ walletBalance: 0, shopCardBalance: 11000 })
    t.clock.advance(61_000)
    await t.client.get('/v1/sms/sendSafetyCode', { type: 'deleteAccount' }, { token })
    const refused = await t.client.postJson(
      '/v1/account/deletion/request',
      { code: t.smsCode(phone), forfeitConsent: false },
      { token }
    )
    expect(refused.body.code).toBe('DELETION_BLOCKED')
    t.clock.advance(61_000)
    await t.client.get('/v1/sms/sendSafetyCode', { type: 'deleteAccount' }, { token })
    const ok = await t.client.postJson(
      '/v1/account/deletion/request',
      { code: t.smsCode(phone), forfeitConsent: true },
      { token }
    )
    expect(ok.body.code).toBe('0000')
    t.clock.advance(7 * 86_400_000 + 1000)
    await s.jobs.drain()
    expect(await cardSum(userId)).toEqual({ balance: 0, sum: 0 })
    const kinds = await t.db.many<{ kind: string }>(
      'SELECT kind FROM shop_card_records WHERE user_id = $1 ORDER BY id',
      [userId]
    )
    expect(kinds.map((k) => k.kind)).toEqual(['buy', 'forfeit'])
    const live = await t.db.one<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM bank_cards WHERE user_id = $1 AND removed_at IS NULL',
      [userId]
    )
    expect(live?.n).toBe(0)
  })
})
