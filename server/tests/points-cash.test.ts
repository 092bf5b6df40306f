import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MarketStore } from '@lotus/contract/market'
import type { PointsMallItem, PointsMallOrder, PointsMallOrderPage } from '@lotus/contract/order-points'
import type { Page } from '@lotus/contract/page'
import type { PointsBalance } from '@lotus/contract/points'
import type { Services } from '../src/services.js'
import { addAddress, createUser, noonClock, ORDER_ENV, servicesOf } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
let s: Services
let stores: MarketStore[]
let items: PointsMallItem[]

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  s = servicesOf(t)
  stores = (await t.client.get('/v1/market/stores')).body.data as MarketStore[]
  items = ((await t.client.get('/v1/points/mall/items', { pageSize: 50 })).body.data as Page<PointsMallItem>)
    .list
})
afterAll(() => t.close())

type User = Awaited<ReturnType<typeof createUser>>
const PW = '135790'

/** A user with honey points, MOP 1,000 in the wallet and a payment password. */
async function userWith(points: number): Promise<User> {
  const u = await createUser(t)
  await t.db.tx((tx) => s.points.earn(tx, u.userId, points, '測試獎勵', `seed:${u.userId}`))
  await t.client.postForm('/v1/appUser/setPayPassword', { password: PW }, { token: u.token })
  await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, 100000, $2)', [
    u.userId,
    t.clock.now()
  ])
  return u
}
const points = async (u: User) =>
  ((await t.client.get('/v1/points/balance', {}, { token: u.token })).body.data as PointsBalance).balance
const wallet = async (u: User) =>
  (await t.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [u.userId]))?.balance
const stockOf = async (id: number) =>
  (await t.db.one<{ stock: number }>('SELECT stock FROM pmall_items WHERE id = $1', [id]))?.stock
const exchange = (u: User, body: Record<string, unknown>) =>
  t.client.postJson(
    '/v1/points/mall/exchange',
    { clientKey: randomUUID(), qty: 1, ...body },
    { token: u.token }
  )
const exchangeOf = async (u: User, id: number) =>
  (await t.client.get(`/v1/points/mall/orders/${id}`, {}, { token: u.token })).body.data as PointsMallOrder
const cashGift = (name: string) => items.find((i) => i.name === name)!
const payWallet = (u: User, orderId: number) =>
  t.client.postForm('/v1/pay/wallet', { orderId, password: PW }, { token: u.token })

describe('points plus cash', () => {
  it('lists gifts with a cash part', () => {
    const cash = items.filter((i) => i.kind === 'gift' && i.cash > 0)
    expect(cash.length).toBeGreaterThanOrEqual(4)
    expect(cashGift('澳門手信大禮包')).toMatchObject({ points: 800, cash: 6800 })
    expect(items.filter((i) => i.kind === 'coupon').every((i) => i.cash === 0)).toBe(true)
  })

  it('holds points and stock unpaid, pays at the cashier, then shows the pickup code', async () => {
    const u = await userWith(5000)
    const g = cashGift('澳門手信大禮包')
    const stock0 = await stockOf(g.id)
    const r = await exchange(u, { itemId: g.id, way: 'pickup', storeId: stores[0]!.id })
    expect(r.body.code).toBe('0000')
    const o = r.body.data as PointsMallOrder
    expect(o).toMatchObject({
      status: 'unpaid',
      statusText: '待付款',
      cash: 6800,
      pickupCode: null,
      canCancel: true
    })
    expect(o.orderId).toEqual(expect.any(Number))
    expect(o.payDeadline).toBe(Math.floor(t.clock.now() / 1000) + 15 * 60)
    expect(await points(u)).toBe(4200)
    expect(await stockOf(g.id)).toBe(stock0! - 1)
    // The cashier sees an ordinary unpaid order of the cash part.
    const detail = (await t.client.get(`/v1/store/order/${o.orderId}`, {}, { token: u.token })).body.data
    expect(detail).toMatchObject({ status: 'unpaid', fulfilment: 'points', total: 6800 })
    // The cashier's way back finds the exchange; nobody else's.
    const stranger = await createUser(t)
    expect(
      (await t.client.get(`/v1/points/mall/orders/by-order/${o.orderId}`, {}, { token: stranger.token })).body
        .code
    ).toBe('NOT_FOUND')
    expect((await payWallet(u, o.orderId!)).body.code).toBe('0000')
    expect(await wallet(u)).toBe(100000 - 6800)
    const paid = (await t.client.get(`/v1/points/mall/orders/by-order/${o.orderId}`, {}, { token: u.token }))
      .body.data as PointsMallOrder
    expect(paid).toMatchObject({ id: o.id, status: 'to_pickup', payDeadline: null, canCancel: true })
    expect(paid.pickupCode).toMatch(/^\d{8}$/)
    // The generic order calls leave the cash part alone.
    expect(
      (
        await t.client.postForm(
          '/v1/store/order/cancel',
          { id: o.orderId!, reason: '不要了' },
          { token: u.token }
        )
      ).body.code
    ).toBe('ORDER_STATE')
    // Cancel: points, stock and money come back, once.
    const codes = await Promise.all(
      [0, 1, 2].map(() =>
        t.client.postForm('/v1/points/mall/cancel', { id: o.id }, { token: u.token }).then((x) => x.body.code)
      )
    )
    expect(codes.filter((c) => c === '0000')).toHaveLength(1)
    expect(await points(u)).toBe(5000)
    expect(await stockOf(g.id)).toBe(stock0)
    expect(await wallet(u)).toBe(100000)
    expect(await exchangeOf(u, o.id)).toMatchObject({ status: 'cancelled', pickupCode: null })
    const order = (await t.client.get(`/v1/store/order/${o.orderId}`, {}, { token: u.token })).body.data
    expect(order).toMatchObject({ status: 'cancelled', refund: { status: 'approved', amount: 6800 } })
  })

  it('closes an exchange not paid in time: points and stock back, the order cannot be paid', async () => {
    const u = await userWith(5000)
    const g = cashGift('保溫飯壺')
    const stock0 = await stockOf(g.id)
    const addressId = await addAddress(t, u.userId, stores[0]!)
    const o = (await exchange(u, { itemId: g.id, way: 'delivery', addressId })).body.data as PointsMallOrder
    expect(o).toMatchObject({ status: 'unpaid', way: 'delivery' })
    expect(await points(u)).toBe(5000 - g.points)
    t.clock.advance(15 * 60_000 + 1000)
    const list = (await t.client.get('/v1/points/mall/orders', {}, { token: u.token })).body
      .data as PointsMallOrderPage
    expect(list.list[0]).toMatchObject({ id: o.id, status: 'cancelled' })
    expect(await points(u)).toBe(5000)
    expect(await stockOf(g.id)).toBe(stock0)
    expect((await payWallet(u, o.orderId!)).body.code).toBe('ORDER_STATE')
    expect(await wallet(u)).toBe(100000)
    // The expiry job finds nothing left to do (exactly once).
    await s.jobs.drain()
    expect(await points(u)).toBe(5000)
  })

  it('a paid delivery exchange waits to ship; the per-user limit counts unpaid ones', async () => {
    const u = await userWith(10_000)
    const g = cashGift('電飯煲（1.8L）') // 1 per user
    const addressId = await addAddress(t, u.userId, stores[0]!)
    const o = (await exchange(u, { itemId: g.id, way: 'delivery', addressId })).body.data as PointsMallOrder
    expect((await exchange(u, { itemId: g.id, way: 'delivery', addressId })).body.code).toBe('LIMIT_EXCEEDED')
    expect((await payWallet(u, o.orderId!)).body.code).toBe('0000')
    expect(await exchangeOf(u, o.id)).toMatchObject({ status: 'to_ship', pickupCode: null })
  })

  it('the store redeem completes a paid pickup exchange and its order', async () => {
    const u = await userWith(5000)
    const g = cashGift('澳門手信大禮包')
    const o = (await exchange(u, { itemId: g.id, way: 'pickup', storeId: stores[1]!.id })).body
      .data as PointsMallOrder
    await payWallet(u, o.orderId!)
    const code = (await exchangeOf(u, o.id)).pickupCode!
    const key = (
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/dev/merchant/key',
          payload: { mchId: stores[1]!.id }
        })
      ).json() as {
        data: { key: string }
      }
    ).data.key
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/pickup/redeem',
      headers: { 'x-merchant-key': key },
      payload: { code }
    })
    expect((r.json() as { code: string }).code).toBe('0000')
    expect(await exchangeOf(u, o.id)).toMatchObject({ status: 'completed', canCancel: false })
    const order = (await t.client.get(`/v1/store/order/${o.orderId}`, {}, { token: u.token })).body.data
    expect(order).toMatchObject({ status: 'completed' })
    expect(
      (await t.client.postForm('/v1/points/mall/cancel', { id: o.id }, { token: u.token })).body.code
    ).toBe('ORDER_STATE')
  })

  it('too few points for a cash gift changes nothing and places no order', async () => {
    const u = await userWith(100)
    const g = cashGift('蓮花行李箱（20吋）')
    const stock0 = await stockOf(g.id)
    expect((await exchange(u, { itemId: g.id, way: 'pickup', storeId: stores[0]!.id })).body.code).toBe(
      'POINTS_INSUFFICIENT'
    )
    expect(await stockOf(g.id)).toBe(stock0)
    const n = await t.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM orders WHERE user_id = $1', [
      u.userId
    ])
    expect(n?.n).toBe(0)
    expect(
      (await t.client.get('/v1/points/mall/orders/by-order/abc', {}, { token: u.token })).body.code
    ).toBe('VALIDATION')
  })

  it('lists coupon exchanges alone with the coupon’s state', async () => {
    const u = await userWith(5000)
    // A coupon valid for fewer days than the test token lives (30 days).
    const c = items.find((i) => i.kind === 'coupon' && i.points <= 1000 && i.coupon!.days < 30)!
    const bag = items.find((i) => i.name === '環保購物袋')!
    await exchange(u, { itemId: bag.id, way: 'pickup', storeId: stores[0]!.id })
    const o = (await exchange(u, { itemId: c.id, way: 'coupon' })).body.data as PointsMallOrder
    expect(o.coupon).toMatchObject({ amount: c.coupon!.amount, state: 'usable', stateText: '可使用' })
    const page = (await t.client.get('/v1/points/mall/orders', { kind: 'coupon' }, { token: u.token })).body
      .data as PointsMallOrderPage
    expect(page.list.map((x) => x.id)).toEqual([o.id])
    expect((await t.client.get('/v1/points/mall/orders', { kind: 'x' }, { token: u.token })).body.code).toBe(
      'VALIDATION'
    )
    t.clock.advance(c.coupon!.days * 86_400_000 + 1000)
    expect((await exchangeOf(u, o.id)).coupon).toMatchObject({ state: 'expired', stateText: '已過期' })
  })

  it('outside production a test user can be granted honey (one earn row); bad input changes nothing', async () => {
    const u = await createUser(t)
    const grant = (payload: unknown) =>
      t.app
        .inject({ method: 'POST', url: '/api/dev/points/grant', payload: payload as Record<string, unknown> })
        .then((r) => r.json() as { code: string; data: { balance: number } })
    expect(await grant({ phone: u.phone, points: 500 })).toMatchObject({
      code: '0000',
      data: { balance: 500 }
    })
    expect((await grant({ phone: u.phone, points: 0 })).code).toBe('VALIDATION')
    expect((await grant({ phone: u.phone, points: 1e9 })).code).toBe('VALIDATION')
    expect((await grant({ phone: 'abc', points: 5 })).code).toBe('VALIDATION')
    expect((await grant({ phone: u.phone, points: 5, extra: 1 })).code).toBe('VALIDATION')
    expect((await grant({ phone: '60000000', points: 5 })).code).toBe('NOT_FOUND')
    expect(await points(u)).toBe(500)
  })
})
