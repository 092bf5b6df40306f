import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MarketStore } from '@lotus/contract/market'
import type { PointsMallItem, PointsMallOrder } from '@lotus/contract/order-points'
import type { Page } from '@lotus/contract/page'
import type { Services } from '../src/services.js'
import { addAddress, createUser, noonClock, ORDER_ENV, servicesOf } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/** Points-mall exchanges leave order messages (issue 12 §6), each in the transaction of its state change. */
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
const userWith = async (points: number): Promise<User> => {
  const u = await createUser(t)
  await t.db.tx((tx) => s.points.earn(tx, u.userId, points, '測試獎勵', `seed:${u.userId}`))
  return u
}
const exchange = (u: User, body: Record<string, unknown>) =>
  t.client.postJson(
    '/v1/points/mall/exchange',
    { clientKey: randomUUID(), qty: 1, ...body },
    { token: u.token }
  )
const gift = (name: string) => items.find((i) => i.name === name)!
const news = async (u: User) =>
  (
    (await t.client.get('/v1/news/list', { kind: 'order' }, { token: u.token })).body.data as {
      list: Array<{ title: string; body: string; orderId: number | null; read: boolean }>
    }
  ).list
const unread = async (u: User) =>
  ((await t.client.get('/v1/news/unread', {}, { token: u.token })).body.data as { order: number }).order

describe('points-mall order messages', () => {
  it('a pickup exchange says where to collect it, and the store’s redeem says it is complete', async () => {
    const u = await userWith(1000)
    const other = await userWith(1000)
    const o = (await exchange(u, { itemId: gift('環保購物袋').id, way: 'pickup', storeId: stores[0]!.id }))
      .body.data as PointsMallOrder
    expect(await news(u)).toEqual([
      expect.objectContaining({
        title: '兌換成功，待自取',
        body: '積分商城：環保購物袋 ×1 已兌換，請憑取貨碼到門店自取。',
        orderId: null,
        read: false
      })
    ])
    expect(await unread(u)).toBe(1)
    expect(await news(other)).toEqual([])
    const key = (
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/dev/merchant/key',
          payload: { mchId: stores[0]!.id }
        })
      ).json() as {
        data: { key: string }
      }
    ).data.key
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/pickup/redeem',
      headers: { 'x-merchant-key': key },
      payload: { code: o.pickupCode }
    })
    expect(r.json()).toMatchObject({ code: '0000' })
    expect((await news(u)).map((m) => m.title)).toEqual(['兌換已完成', '兌換成功，待自取'])
  })

  it('a coupon exchange and a shipped gift each say so once; a refused exchange says nothing', async () => {
    const u = await userWith(3000)
    const c = items.find((i) => i.kind === 'coupon' && i.points <= 1000)!
    expect((await exchange(u, { itemId: c.id, way: 'coupon' })).body.code).toBe('0000')
    const addressId = await addAddress(t, u.userId, stores[0]!)
    expect(
      (await exchange(u, { itemId: gift('保鮮盒三件套').id, way: 'delivery', addressId })).body.code
    ).toBe('0000')
    const poor = await userWith(1)
    expect(
      (await exchange(poor, { itemId: gift('環保購物袋').id, way: 'pickup', storeId: stores[0]!.id })).body
        .code
    ).toBe('POINTS_INSUFFICIENT')
    expect(await news(poor)).toEqual([])
    expect((await news(u)).map((m) => m.title)).toEqual(['兌換成功，待發貨', '兌換成功'])
    expect((await news(u))[1]?.body).toContain('優惠券已放入卡包')
  })

  it('concurrent cancels leave one 兌換已取消; a refused cancel writes none', async () => {
    const u = await userWith(1000)
    const o = (
      await exchange(u, { itemId: gift('澳門明信片套裝').id, way: 'pickup', storeId: stores[0]!.id })
    ).body.data as PointsMallOrder
    const codes = await Promise.all(
      [0, 1, 2].map(() =>
        t.client.postForm('/v1/points/mall/cancel', { id: o.id }, { token: u.token }).then((r) => r.body.code)
      )
    )
    expect(codes.filter((c) => c === '0000')).toHaveLength(1)
    expect((await news(u)).map((m) => m.title)).toEqual(['兌換已取消', '兌換成功，待自取'])
  })

  it('an unpaid points-plus-cash exchange says nothing yet; its expiry closes it with one message', async () => {
    const u = await userWith(5000)
    const addressId = await addAddress(t, u.userId, stores[0]!)
    const o = (await exchange(u, { itemId: gift('保溫飯壺').id, way: 'delivery', addressId })).body
      .data as PointsMallOrder
    expect(o.status).toBe('unpaid')
    expect(await news(u)).toEqual([])
    t.clock.advance(15 * 60_000 + 1000)
    await s.jobs.drain()
    await s.jobs.drain()
    // reading the list (which also closes due exchanges) adds nothing more
    await t.client.get('/v1/points/mall/orders', {}, { token: u.token })
    expect(await news(u)).toEqual([expect.objectContaining({ title: '兌換已關閉', orderId: o.orderId })])
  })
})
