import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MarketStore } from '@lotus/contract/market'
import type { PointsMallItem, PointsMallOrder, PointsMallOrderPage } from '@lotus/contract/order-points'
import type { Page } from '@lotus/contract/page'
import type { Services } from '../src/services.js'
import { addAddress, createUser, noonClock, servicesOf } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
let s: Services
let shipFrom: MarketStore
let other: MarketStore
let items: PointsMallItem[]

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock() })
  s = servicesOf(t)
  const stores = ((await t.client.get('/v1/market/stores')).body.data as MarketStore[]).sort(
    (a, b) => a.id - b.id
  )
  // Delivered gifts ship from the mall's first supermarket store.
  shipFrom = stores[0]!
  other = stores[1]!
  items = ((await t.client.get('/v1/points/mall/items', { pageSize: 50 })).body.data as Page<PointsMallItem>)
    .list
})
afterAll(() => t.close())

type User = Awaited<ReturnType<typeof createUser>>
const DAY = 86_400_000
const userWith = async (points: number): Promise<User & { addressId: number }> => {
  const u = await createUser(t)
  await t.db.tx((tx) => s.points.earn(tx, u.userId, points, '測試獎勵', `seed:${u.userId}`))
  return { ...u, addressId: await addAddress(t, u.userId, shipFrom) }
}
const gift = (name: string) => items.find((i) => i.name === name)!
const sendHome = async (u: User & { addressId: number }, name = '保鮮盒三件套') => {
  const r = await t.client.postJson(
    '/v1/points/mall/exchange',
    { clientKey: randomUUID(), qty: 1, itemId: gift(name).id, way: 'delivery', addressId: u.addressId },
    { token: u.token }
  )
  expect(r.body.code).toBe('0000')
  return r.body.data as PointsMallOrder
}
const devKey = async (mchId: number): Promise<string> => {
  const r = await t.app.inject({ method: 'POST', url: '/api/dev/merchant/key', payload: { mchId } })
  return (r.json() as { data: { key: string } }).data.key
}
const ship = async (key: string | undefined, body: Record<string, unknown>) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/points/ship',
      headers: key ? { 'x-merchant-key': key } : {},
      payload: body
    })
  ).json() as { code: string; data: PointsMallOrder }
const toShip = async (key: string, status = 'to_ship') =>
  (
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/merchant/points/orders?status=${status}&pageSize=50`,
        headers: { 'x-merchant-key': key }
      })
    ).json() as { data: PointsMallOrderPage }
  ).data
const receive = (u: User, id: number | string) =>
  t.client.postForm('/v1/points/mall/receive', { id }, { token: u.token }).then((r) => r.body)
const mine = async (u: User, id: number) =>
  (await t.client.get(`/v1/points/mall/orders/${id}`, {}, { token: u.token })).body.data as PointsMallOrder

describe('points-mall delivery: the store ships, the user receives', () => {
  it('the ship-from store lists and ships it; another store cannot; the user sees carrier and tracking', async () => {
    const u = await userWith(2000)
    const o = await sendHome(u)
    expect(o).toMatchObject({
      status: 'to_ship',
      canReceive: false,
      shipping: { storeName: shipFrom.name, carrier: null, trackingNo: null, shippedAt: null }
    })
    const key = await devKey(shipFrom.id)
    expect((await toShip(key)).list.map((x) => x.id)).toContain(o.id)
    const otherKey = await devKey(other.id)
    expect((await toShip(otherKey)).list.map((x) => x.id)).not.toContain(o.id)

    // Another store's key, no key, bad input: nothing changes.
    expect((await ship(otherKey, { id: o.id })).code).toBe('NOT_FOUND')
    expect((await ship(undefined, { id: o.id })).code).not.toBe('0000')
    expect((await ship(key, { id: o.id, trackingNo: '順豐!' })).code).toBe('VALIDATION')
    expect((await ship(key, { id: 'x' })).code).toBe('VALIDATION')
    expect((await mine(u, o.id)).status).toBe('to_ship')

    const shipped = await ship(key, { id: o.id, carrier: '順豐速運', trackingNo: 'SF1234567890' })
    expect(shipped.code).toBe('0000')
    const seen = await mine(u, o.id)
    expect(seen).toMatchObject({
      status: 'shipped',
      statusText: '已發貨',
      canReceive: true,
      canCancel: false,
      shipping: { carrier: '順豐速運', trackingNo: 'SF1234567890', receivedAt: null }
    })
    expect(seen.shipping?.autoReceiveAt).toBe((seen.shipping?.shippedAt ?? 0) + 7 * 86_400)
    // Shipped once only; a shipped gift cannot be cancelled.
    expect((await ship(key, { id: o.id })).code).toBe('ORDER_STATE')
    expect(
      (await t.client.postForm('/v1/points/mall/cancel', { id: o.id }, { token: u.token })).body.code
    ).toBe('ORDER_STATE')
    const list = (await t.client.get('/v1/points/mall/orders', { status: 'shipped' }, { token: u.token }))
      .body.data as PointsMallOrderPage
    expect(list.list.map((x) => x.id)).toContain(o.id)
  })

  it('a pickup exchange is not shipped; only the owner confirms receipt, once, after shipping', async () => {
    const u = await userWith(2000)
    const pick = await t.client.postJson(
      '/v1/points/mall/exchange',
      {
        clientKey: randomUUID(),
        qty: 1,
        itemId: gift('澳門明信片套裝').id,
        way: 'pickup',
        storeId: shipFrom.id
      },
      { token: u.token }
    )
    expect(pick.body.code).toBe('0000')
    const key = await devKey(shipFrom.id)
    expect((await ship(key, { id: (pick.body.data as PointsMallOrder).id })).code).toBe('NOT_FOUND')

    const o = await sendHome(u)
    expect((await receive(u, o.id)).code).toBe('ORDER_STATE')
    expect((await ship(key, { id: o.id })).code).toBe('0000')
    const stranger = await createUser(t)
    expect((await receive(stranger, o.id)).code).toBe('NOT_FOUND')
    expect((await receive(u, 'abc')).code).toBe('VALIDATION')
    const done = await receive(u, o.id)
    expect(done.code).toBe('0000')
    expect(done.data).toMatchObject({ status: 'completed', canReceive: false })
    expect((done.data as PointsMallOrder).shipping?.receivedAt).toBeGreaterThan(0)
    expect((await receive(u, o.id)).code).toBe('ORDER_STATE')
    // The auto-receive job later finds it received and changes nothing.
    t.clock.advance(8 * DAY)
    await s.jobs.drain()
    expect((await mine(u, o.id)).shipping?.receivedAt).toBe(
      (done.data as PointsMallOrder).shipping?.receivedAt
    )
  })

  it('a shipped gift nobody confirms is received automatically after 7 days', async () => {
    const u = await userWith(2000)
    const o = await sendHome(u)
    expect((await ship(await devKey(shipFrom.id), { id: o.id })).code).toBe('0000')
    t.clock.advance(6 * DAY)
    await s.jobs.drain()
    expect((await mine(u, o.id)).status).toBe('shipped')
    t.clock.advance(DAY + 60_000)
    await s.jobs.drain()
    expect((await mine(u, o.id)).status).toBe('completed')
  })

  it('points plus cash: paid, shipped and received completes its cash order too', async () => {
    const u = await userWith(5000)
    await t.client.postForm('/v1/appUser/setPayPassword', { password: '135790' }, { token: u.token })
    await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, 100000, $2)', [
      u.userId,
      t.clock.now()
    ])
    const o = await sendHome(u, '保溫飯壺')
    expect(o.status).toBe('unpaid')
    const key = await devKey(shipFrom.id)
    expect((await ship(key, { id: o.id })).code).toBe('ORDER_STATE')
    const paid = await t.client.postForm(
      '/v1/pay/wallet',
      { orderId: Number(o.orderId), password: '135790' },
      { token: u.token }
    )
    expect(paid.body.code).toBe('0000')
    expect((await mine(u, o.id)).status).toBe('to_ship')
    expect((await ship(key, { id: o.id, carrier: '澳門郵政' })).code).toBe('0000')
    expect((await receive(u, o.id)).code).toBe('0000')
    const cash = await t.db.one<{ status: string }>('SELECT status FROM orders WHERE id = $1', [o.orderId])
    expect(cash?.status).toBe('completed')
  })

  it('concurrent ship calls ship once; concurrent receipts complete once', async () => {
    const u = await userWith(2000)
    const o = await sendHome(u)
    const key = await devKey(shipFrom.id)
    const shipped = await Promise.all(Array.from({ length: 10 }, () => ship(key, { id: o.id })))
    expect(shipped.filter((r) => r.code === '0000')).toHaveLength(1)
    expect(shipped.filter((r) => r.code === 'ORDER_STATE')).toHaveLength(9)
    const got = await Promise.all(Array.from({ length: 10 }, () => receive(u, o.id)))
    expect(got.filter((r) => r.code === '0000')).toHaveLength(1)
    expect(got.filter((r) => r.code === 'ORDER_STATE')).toHaveLength(9)
    const jobs = await t.db.one<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM jobs WHERE kind = 'pmall.autoReceive' AND key = $1",
      [String(o.id)]
    )
    expect(jobs?.n).toBe(1)
  })
})
