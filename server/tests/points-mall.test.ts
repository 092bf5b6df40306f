import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MarketStore } from '@lotus/contract/market'
import type { PointsMallItem, PointsMallOrder, PointsMallOrderPage } from '@lotus/contract/order-points'
import type { Page } from '@lotus/contract/page'
import type { PointsBalance, PointsRecordPage } from '@lotus/contract/points'
import type { Services } from '../src/services.js'
import { addAddress, createUser, noonClock, servicesOf } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
let s: Services
let stores: MarketStore[]
let items: PointsMallItem[]

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock() })
  s = servicesOf(t)
  stores = (await t.client.get('/v1/market/stores')).body.data as MarketStore[]
  items = ((await t.client.get('/v1/points/mall/items', { pageSize: 50 })).body.data as Page<PointsMallItem>)
    .list
})
afterAll(() => t.close())

type User = Awaited<ReturnType<typeof createUser>>
const userWith = async (points: number): Promise<User> => {
  const u = await createUser(t)
  if (points > 0) await t.db.tx((tx) => s.points.earn(tx, u.userId, points, '測試獎勵', `seed:${u.userId}`))
  return u
}
const balance = async (u: User) =>
  ((await t.client.get('/v1/points/balance', {}, { token: u.token })).body.data as PointsBalance).balance
const exchange = (u: User, body: Record<string, unknown>, clientKey = randomUUID()) =>
  t.client.postJson('/v1/points/mall/exchange', { clientKey, qty: 1, ...body }, { token: u.token })
const gift = (name: string) => items.find((i) => i.name === name)!
const devKey = async (mchId: number): Promise<string> => {
  const r = await t.app.inject({ method: 'POST', url: '/api/dev/merchant/key', payload: { mchId } })
  return (r.json() as { data: { key: string } }).data.key
}
const redeem = async (key: string | undefined, code: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/pickup/redeem',
      headers: key ? { 'x-merchant-key': key } : {},
      payload: { code }
    })
  ).json() as { code: string; data: unknown }

describe('points mall', () => {
  it('lists 30 gifts and coupons', () => {
    expect(items.filter((i) => i.kind === 'gift').length).toBeGreaterThanOrEqual(20)
    expect(items.filter((i) => i.kind === 'coupon').length).toBeGreaterThanOrEqual(10)
    expect(items.length).toBeGreaterThanOrEqual(30)
  })

  it('exchanges a gift for pickup: points drop, a ledger row, a pickup code; a retry is the same exchange', async () => {
    const u = await userWith(1000)
    const bag = gift('環保購物袋')
    const key = randomUUID()
    const r = await exchange(u, { itemId: bag.id, way: 'pickup', storeId: stores[0]!.id }, key)
    expect(r.body.code).toBe('0000')
    const o = r.body.data as PointsMallOrder
    expect(o).toMatchObject({
      status: 'to_pickup',
      statusText: '待自取',
      points: 200,
      way: 'pickup',
      canCancel: true
    })
    expect(o.pickupCode).toMatch(/^\d{8}$/)
    expect(o.store?.id).toBe(stores[0]!.id)
    expect(await balance(u)).toBe(800)
    const again = await exchange(u, { itemId: bag.id, way: 'pickup', storeId: stores[0]!.id }, key)
    expect((again.body.data as PointsMallOrder).id).toBe(o.id)
    expect(await balance(u)).toBe(800)
    const ledger = (await t.client.get('/v1/points/records', {}, { token: u.token })).body
      .data as PointsRecordPage
    expect(ledger.list[0]).toMatchObject({ kind: 'spend', points: -200, reason: '積分商城兌換：環保購物袋' })
    const list = (await t.client.get('/v1/points/mall/orders', {}, { token: u.token })).body
      .data as PointsMallOrderPage
    expect(list.list.map((x) => x.id)).toEqual([o.id])
  })

  it('refuses too few points, over the per-user limit, no stock and bad input without changing anything', async () => {
    const poor = await userWith(100)
    const bag = gift('環保購物袋')
    const before = await t.db.one<{ stock: number }>('SELECT stock FROM pmall_items WHERE id = $1', [bag.id])
    expect((await exchange(poor, { itemId: bag.id, way: 'pickup', storeId: stores[0]!.id })).body.code).toBe(
      'POINTS_INSUFFICIENT'
    )
    const after = await t.db.one<{ stock: number }>('SELECT stock FROM pmall_items WHERE id = $1', [bag.id])
    expect(after?.stock).toBe(before?.stock)
    expect(await balance(poor)).toBe(100)

    const rich = await userWith(10_000)
    const cup = gift('蓮花保溫杯') // 1 per user
    expect((await exchange(rich, { itemId: cup.id, way: 'pickup', storeId: stores[1]!.id })).body.code).toBe(
      '0000'
    )
    expect((await exchange(rich, { itemId: cup.id, way: 'pickup', storeId: stores[1]!.id })).body.code).toBe(
      'LIMIT_EXCEEDED'
    )
    const buds = gift('藍牙耳機')
    await t.db.query('UPDATE pmall_items SET stock = 0 WHERE id = $1', [buds.id])
    expect((await exchange(rich, { itemId: buds.id, way: 'pickup', storeId: stores[1]!.id })).body.code).toBe(
      'GIFT_SOLD_OUT'
    )
    expect((await exchange(rich, { itemId: bag.id, way: 'pickup' })).body.code).toBe('VALIDATION')
    expect((await exchange(rich, { itemId: bag.id, way: 'coupon' })).body.code).toBe('VALIDATION')
    expect((await exchange(rich, { itemId: bag.id, way: 'pickup', storeId: 999999 })).body.code).toBe(
      'NOT_FOUND'
    )
    expect((await exchange(rich, { itemId: bag.id, way: 'pickup', storeId: 1, qty: 0 })).body.code).toBe(
      'VALIDATION'
    )
    expect((await exchange(rich, { itemId: 999999, way: 'pickup', storeId: stores[0]!.id })).body.code).toBe(
      'NOT_FOUND'
    )
    expect(await balance(rich)).toBe(10_000 - cup.points)
  })

  it('sends a gift to the user’s own address only', async () => {
    const u = await userWith(2000)
    const other = await createUser(t)
    const theirs = await addAddress(t, other.userId, stores[0]!)
    const mine = await addAddress(t, u.userId, stores[0]!)
    const mug = gift('保鮮盒三件套')
    expect((await exchange(u, { itemId: mug.id, way: 'delivery' })).body.code).toBe('ADDRESS_REQUIRED')
    expect((await exchange(u, { itemId: mug.id, way: 'delivery', addressId: theirs })).body.code).toBe(
      'NOT_FOUND'
    )
    const r = await exchange(u, { itemId: mug.id, way: 'delivery', addressId: mine })
    expect(r.body.data).toMatchObject({ status: 'to_ship', pickupCode: null, address: { name: '陳先生' } })
  })

  it('issues a coupon item at once into the user’s coupons', async () => {
    const u = await userWith(1000)
    const c = items.find((i) => i.kind === 'coupon' && i.points <= 1000)!
    const r = await exchange(u, { itemId: c.id, way: 'coupon' })
    const o = r.body.data as PointsMallOrder
    expect(o).toMatchObject({ status: 'issued', way: 'coupon', canCancel: false })
    const row = await t.db.one<{ user_id: number; amount: number; status: string }>(
      'SELECT user_id, amount, status FROM coupons WHERE id = $1',
      [o.couponId]
    )
    expect(row).toEqual({ user_id: u.userId, amount: c.coupon!.amount, status: 'usable' })
    expect(
      (await t.client.postForm('/v1/points/mall/cancel', { id: o.id }, { token: u.token })).body.code
    ).toBe('ORDER_STATE')
  })

  it('lets only the chosen store redeem the pickup code, once; another user sees nothing', async () => {
    const u = await userWith(1000)
    const [a, b] = stores
    const r = await exchange(u, { itemId: gift('卡通公仔匙扣').id, way: 'pickup', storeId: a!.id })
    const o = r.body.data as PointsMallOrder
    const code = o.pickupCode!
    const stranger = await createUser(t)
    expect(
      (await t.client.get(`/v1/points/mall/orders/${o.id}`, {}, { token: stranger.token })).body.code
    ).toBe('NOT_FOUND')
    expect(
      (await t.client.postForm('/v1/points/mall/cancel', { id: o.id }, { token: stranger.token })).body.code
    ).toBe('NOT_FOUND')
    expect((await redeem(undefined, code)).code).toBe('MERCHANT_UNAUTHORIZED')
    expect((await redeem(await devKey(b!.id), code)).code).toBe('NOT_FOUND')
    const keyA = await devKey(a!.id)
    expect((await redeem(keyA, '1234567')).code).toBe('VALIDATION')
    const first = await redeem(keyA, code)
    expect(first).toMatchObject({ code: '0000', data: { ref: `pmall:${o.id}` } })
    expect((await redeem(keyA, code)).code).toBe('NOT_FOUND')
    const done = (await t.client.get(`/v1/points/mall/orders/${o.id}`, {}, { token: u.token })).body
      .data as PointsMallOrder
    expect(done).toMatchObject({ status: 'completed', pickupCode: null, canCancel: false })
  })

  it('cancels an open exchange: points and stock come back exactly once, the code stops working', async () => {
    const u = await userWith(1000)
    const g = gift('澳門明信片套裝')
    const stock0 = (await t.db.one<{ stock: number }>('SELECT stock FROM pmall_items WHERE id = $1', [g.id]))
      ?.stock
    const o = (await exchange(u, { itemId: g.id, way: 'pickup', storeId: stores[0]!.id })).body
      .data as PointsMallOrder
    expect(await balance(u)).toBe(1000 - g.points)
    const codes = await Promise.all(
      [0, 1, 2].map(() =>
        t.client.postForm('/v1/points/mall/cancel', { id: o.id }, { token: u.token }).then((r) => r.body.code)
      )
    )
    expect(codes.filter((c) => c === '0000')).toHaveLength(1)
    expect(codes.filter((c) => c === 'ORDER_STATE')).toHaveLength(2)
    expect(await balance(u)).toBe(1000)
    const stock1 = (await t.db.one<{ stock: number }>('SELECT stock FROM pmall_items WHERE id = $1', [g.id]))
      ?.stock
    expect(stock1).toBe(stock0)
    expect((await redeem(await devKey(stores[0]!.id), o.pickupCode!)).code).toBe('NOT_FOUND')
    const ledger = (await t.client.get('/v1/points/records', {}, { token: u.token })).body
      .data as PointsRecordPage
    expect(ledger.list.filter((r) => r.kind === 'refund')).toHaveLength(1)
  })

  it('never goes negative under 100 concurrent exchanges', async () => {
    const u = await userWith(150 * 10)
    const g = gift('澳門明信片套裝') // 150 points
    await t.db.query('UPDATE pmall_items SET per_user = 0, stock = 1000 WHERE id = $1', [g.id])
    const codes = await Promise.all(
      Array.from({ length: 100 }, () =>
        exchange(u, { itemId: g.id, way: 'pickup', storeId: stores[0]!.id }).then(
          (r) => r.body.code as string
        )
      )
    )
    expect(codes.filter((c) => c === '0000')).toHaveLength(10)
    expect(codes.filter((c) => c === 'POINTS_INSUFFICIENT')).toHaveLength(90)
    expect(await balance(u)).toBe(0)
    const orders = await t.db.one<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM pmall_orders WHERE user_id = $1',
      [u.userId]
    )
    expect(orders?.n).toBe(10)
  }, 120_000)

  it('earns 1 point per whole MOP on completed supermarket orders, once, on the job queue', async () => {
    const u = await createUser(t)
    const now = t.clock.now()
    const o = await t.db.one<{ id: number }>(
      `INSERT INTO orders (order_no, user_id, merchant_id, vertical, fulfilment, client_key, request_hash, status,
         goods_amount, total, fee_lines, address, item_count, search_text, pay_deadline, paid_at, completed_at,
         created_at, updated_at)
       VALUES ('SM1', $1, $2, 'supermarket', 'delivery', 'k', 'h', 'completed', 12345, 12345, '[]', '{}', 1, '',
         $3, $3, $3, $3, $3) RETURNING id`,
      [u.userId, stores[0]!.id, now]
    )
    t.clock.advance(5 * 60_000)
    await s.jobs.drain()
    expect(await balance(u)).toBe(123)
    t.clock.advance(5 * 60_000)
    await s.jobs.drain()
    const rows = await t.db.many<{ ref: string; points: number }>(
      `SELECT ref, points FROM points_records WHERE user_id = $1`,
      [u.userId]
    )
    expect(rows).toEqual([{ ref: `order:${o?.id}`, points: 123 }])
  })
})
