import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quoteCart } from '../src/modules/pricing/quote-cart.js'
import type { Services } from '../src/services.js'
import {
  addAddress,
  buyer,
  createUser,
  fillCart,
  near,
  noonClock,
  ORDER_ENV,
  servicesOf,
  setupShop,
  type Shop
} from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
let s: Services
let shop: Shop

interface Detail {
  id: number
  orderNo: string
  status: string
  statusText: string
  total: number
  itemCount: number
  firstItems: string[]
  actions: string[]
  items: Array<{ goodsId: number; itemCount: number; unitPrice: number; amount: number }>
  amounts: { feeLines: Array<{ label: string; amount: number }>; total: number }
  address: { lat: number; address: string }
  payDeadline: number | null
  timeline: Array<{ status: string; title: string; at: number }>
  rider: { name: string } | null
  estimatedArrival: number | null
  cancelReason: string | null
}
interface Paged<T> {
  list: T[]
  total: number
  hasMore: boolean
}

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  s = servicesOf(t)
  shop = await setupShop(t, { stock: 50, price: 3000, minOrder: 5000 })
})
afterAll(() => t.close())

const submit = (token: string, body: Record<string, unknown>) =>
  t.client.postJson('/v1/store/order/submit', body, { token })
const detail = async (token: string, id: number) => {
  const r = await t.client.get(`/v1/store/order/${id}`, {}, { token })
  expect(r.body.code).toBe('0000')
  return r.body.data as Detail
}
const stockOf = async (goodsId: number) =>
  (await t.db.one<{ stock: number }>('SELECT stock FROM goods WHERE id = $1', [goodsId]))?.stock

async function giveCoupon(userId: number, type: 'coupon' | 'redEnvelope', amount: number): Promise<number> {
  const row = await t.db.one<{ id: number }>(
    `INSERT INTO coupons (user_id, type, name, amount, threshold, expires_at, created_at)
     VALUES ($1, $2, $3, $4, 0, $5, $6) RETURNING id`,
    [
      userId,
      type,
      type === 'coupon' ? '測試券' : '測試紅包',
      amount,
      t.clock.now() + 86_400_000,
      t.clock.now()
    ]
  )
  return row?.id ?? 0
}

describe('submit', () => {
  it('snapshots the quote: fee lines, items, address; stock down, cart cleared, 15 min deadline', async () => {
    const b = await buyer(t, shop, 2)
    const address = await t.db.one<{ lat: number; lng: number }>(
      'SELECT lat, lng FROM addresses WHERE id = $1',
      [b.addressId]
    )
    const quote = await quoteCart(t.db, {
      userId: b.userId,
      mchId: shop.mchId,
      lat: address?.lat ?? 0,
      lng: address?.lng ?? 0,
      lines: null,
      couponId: null,
      redEnvelopeId: null,
      now: Math.floor(t.clock.now() / 1000)
    })
    const before = await stockOf(shop.goodsId)
    const r = await submit(b.token, {
      clientKey: randomUUID(),
      mchId: shop.mchId,
      addressId: b.addressId,
      remark: '少辣'
    })
    expect(r.body.code).toBe('0000')
    const data = r.body.data as { orderId: number; payDeadline: number; total: number; orderNo: string }
    expect(data.total).toBe(quote.result.total)
    expect(data.payDeadline).toBe(Math.floor(t.clock.now() / 1000) + 15 * 60)
    expect(data.orderNo).toMatch(/^20261122\d{8}$/)
    expect(await stockOf(shop.goodsId)).toBe((before ?? 0) - 2)
    expect(
      (await t.client.get('/v1/store/cart/totalCount', { mchId: shop.mchId }, { token: b.token })).body.data
    ).toBe(0)

    const d = await detail(b.token, data.orderId)
    expect(d).toMatchObject({
      status: 'unpaid',
      statusText: '待付款',
      total: quote.result.total,
      itemCount: 2
    })
    expect(d.amounts.feeLines).toEqual(quote.result.feeLines)
    expect(d.items).toEqual([
      expect.objectContaining({ goodsId: shop.goodsId, itemCount: 2, unitPrice: 3000, amount: 6000 })
    ])
    expect(d.actions).toEqual(['pay', 'cancel'])
    expect(d.timeline).toEqual([expect.objectContaining({ status: 'unpaid', title: '訂單已提交' })])
    expect(d.address.address).toBe('澳門新馬路 1 號')
    expect(d.payDeadline).toBe(data.payDeadline)
  })

  it('is idempotent by clientKey; a different body is IDEMPOTENCY_CONFLICT', async () => {
    const b = await buyer(t, shop, 2)
    const body = { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId }
    const first = await submit(b.token, body)
    const again = await submit(b.token, body)
    expect(first.body.code).toBe('0000')
    expect(again.body).toEqual(first.body)
    const other = await submit(b.token, { ...body, remark: '另一張' })
    expect(other.body.code).toBe('IDEMPOTENCY_CONFLICT')
    const n = await t.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM orders WHERE user_id = $1', [
      b.userId
    ])
    expect(n?.n).toBe(1)
  })

  it('refuses what cannot be ordered, with codes, changing nothing', async () => {
    const b = await buyer(t, shop, 1) // 30 < min 50
    const stock = await stockOf(shop.goodsId)
    const key = () => ({ clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId })
    expect((await submit(b.token, key())).body.code).toBe('BELOW_MIN_ORDER')
    await fillCart(t, b.userId, shop.mchId, [{ goodsId: shop.goodsId, itemCount: 2, props: [] }])
    const far = await addAddress(t, b.userId, { lat: shop.lat + 0.2, lng: shop.lng })
    expect((await submit(b.token, { ...key(), addressId: far })).body.code).toBe('OUT_OF_RANGE')
    expect((await submit(b.token, { clientKey: randomUUID(), mchId: shop.mchId })).body.code).toBe(
      'ADDRESS_REQUIRED'
    )
    const stranger = await createUser(t)
    const theirs = await addAddress(t, stranger.userId, near(shop))
    expect((await submit(b.token, { ...key(), addressId: theirs })).body.code).toBe('NOT_FOUND')
    expect((await submit(b.token, { ...key(), couponId: 999999 })).body.code).toBe('COUPON_INVALID')
    await t.db.query("UPDATE merchants SET open_hours = '02:00-03:00' WHERE id = $1", [shop.mchId])
    expect((await submit(b.token, key())).body.code).toBe('MERCHANT_CLOSED')
    await t.db.query("UPDATE merchants SET open_hours = '' WHERE id = $1", [shop.mchId])
    const soldOut = await setupShop(t, { stock: 0 })
    await fillCart(t, b.userId, soldOut.mchId, [{ goodsId: soldOut.goodsId, itemCount: 1, props: [] }])
    const r = await submit(b.token, { clientKey: randomUUID(), mchId: soldOut.mchId, addressId: b.addressId })
    expect(r.body.code).toBe('OUT_OF_STOCK')
    expect(r.body.msg).toContain('測試餐')
    await t.db.query('UPDATE goods SET on_sale = false WHERE id = $1', [soldOut.goodsId])
    const r2 = await submit(b.token, {
      clientKey: randomUUID(),
      mchId: soldOut.mchId,
      addressId: b.addressId
    })
    expect(r2.body.code).toBe('GOODS_UNAVAILABLE')
    expect(await stockOf(shop.goodsId)).toBe(stock)
    const n = await t.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM orders WHERE user_id = $1', [
      b.userId
    ])
    expect(n?.n).toBe(0)
  })

  it('answers VALIDATION (never 5xx) for bad input', async () => {
    const b = await createUser(t)
    const bad: Array<Record<string, unknown>> = [
      {},
      { clientKey: 'not-a-uuid', mchId: 1, addressId: 1 },
      { clientKey: randomUUID(), mchId: -1, addressId: 1 },
      { clientKey: randomUUID(), mchId: 'x', addressId: 1 },
      { clientKey: randomUUID(), mchId: 1, addressId: 1, extra: 1 },
      { clientKey: randomUUID(), mchId: 1, addressId: 1, remark: 'x'.repeat(101) },
      { clientKey: randomUUID(), mchId: 1, addressId: 1, tableware: 99 }
    ]
    for (const body of bad) {
      const r = await submit(b.token, body)
      expect(r.res.statusCode).toBeLessThan(500)
      expect(r.body.code).toBe('VALIDATION')
    }
    const raw = await t.client.postRawJson('/v1/store/order/submit', '{"clientKey":', { token: b.token })
    expect(raw.body.code).toBe('VALIDATION')
    expect((await t.client.get('/v1/store/order/abc', {}, { token: b.token })).body.code).toBe('VALIDATION')
    expect(
      (await t.client.get('/v1/store/order/list', { status: 'weird' }, { token: b.token })).body.code
    ).toBe('VALIDATION')
    expect((await t.client.postForm('/v1/store/order/cancel', { id: 1 }, { token: b.token })).body.code).toBe(
      'VALIDATION'
    )
    expect((await t.client.get('/v1/store/order/list')).body.code).toBe('401')
  })
})

describe('list, detail, cancel, expire, confirm, reorder', () => {
  it('lists by tab and keyword', async () => {
    const b = await buyer(t, shop, 2)
    const o1 = (await submit(b.token, { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId }))
      .body.data as { orderId: number; orderNo: string }
    await fillCart(t, b.userId, shop.mchId, [{ goodsId: shop.goodsId, itemCount: 2, props: [] }])
    const o2 = (await submit(b.token, { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId }))
      .body.data as { orderId: number }
    await t.client.postForm(
      '/v1/store/order/cancel',
      { id: o2.orderId, reason: '不想要了' },
      { token: b.token }
    )
    const list = async (q: Record<string, string | number>) =>
      (await t.client.get('/v1/store/order/list', { page: 1, pageSize: 10, ...q }, { token: b.token })).body
        .data as Paged<Detail>
    const all = await list({})
    expect(all.list.map((o) => o.id)).toEqual([o2.orderId, o1.orderId])
    expect(all.list[0]).toMatchObject({ status: 'cancelled', statusText: '已取消', actions: ['reorder'] })
    expect(all.list[1]?.firstItems[0]).toContain('測試餐')
    expect((await list({ status: '' })).total).toBe(2)
    expect((await list({ status: 'unpaid' })).list.map((o) => o.id)).toEqual([o1.orderId])
    expect((await list({ status: 'ongoing' })).total).toBe(0)
    expect((await list({ status: 'refund' })).total).toBe(0)
    const merchant = await t.db.one<{ name: string }>('SELECT name FROM merchants WHERE id = $1', [
      shop.mchId
    ])
    expect((await list({ keyword: merchant?.name.slice(0, 2) ?? '' })).total).toBe(2)
    expect((await list({ keyword: o1.orderNo })).list.map((o) => o.id)).toEqual([o1.orderId])
    expect((await list({ keyword: '測試餐' })).total).toBe(2)
    expect((await list({ keyword: '%' })).total).toBe(0)
    expect((await list({ keyword: '沒有這個' })).total).toBe(0)
  })

  it('filters by vertical and status on the server, so every page is full', async () => {
    const b = await buyer(t, shop, 2)
    const ids: number[] = []
    for (let i = 0; i < 5; i++) {
      if (i > 0) await fillCart(t, b.userId, shop.mchId, [{ goodsId: shop.goodsId, itemCount: 2, props: [] }])
      const r = await submit(b.token, { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId })
      ids.push((r.body.data as { orderId: number }).orderId)
    }
    // A takeaway submit records its true kind.
    expect(await detail(b.token, ids[0] ?? 0)).toMatchObject({ vertical: 'takeaway', fulfilment: 'delivery' })
    // The three newest become spell orders: a client-side filter would find no takeaway order on page 1.
    const [t1, t2, s1, s2, s3] = ids as [number, number, number, number, number]
    await t.db.query("UPDATE orders SET vertical = 'spell' WHERE id = ANY($1::int[])", [[s1, s2, s3]])
    await t.client.postForm('/v1/store/order/cancel', { id: t1, reason: '不想要了' }, { token: b.token })
    const list = async (q: Record<string, string | number>) => {
      const r = await t.client.get('/v1/store/order/list', { page: 1, pageSize: 2, ...q }, { token: b.token })
      expect(r.body.code, JSON.stringify(r.body)).toBe('0000')
      return r.body.data as Paged<Detail & { vertical: string }>
    }
    const takeaway = await list({ vertical: 'takeaway' })
    expect(takeaway).toMatchObject({ total: 2, hasMore: false })
    expect(takeaway.list.map((o) => o.id)).toEqual([t2, t1])
    const spell = await list({ vertical: 'spell' })
    expect(spell).toMatchObject({ total: 3, hasMore: true })
    expect(spell.list.map((o) => [o.id, o.vertical])).toEqual([
      [s3, 'spell'],
      [s2, 'spell']
    ])
    expect((await list({ vertical: 'spell', page: 2 })).list.map((o) => o.id)).toEqual([s1])
    expect((await list({ vertical: 'takeaway', status: 'unpaid' })).list.map((o) => o.id)).toEqual([t2])
    expect((await list({ vertical: 'takeaway', status: 'cancelled' })).list.map((o) => o.id)).toEqual([t1])
    expect((await list({ vertical: 'group' })).total).toBe(0)
    expect((await list({ status: 'all' })).total).toBe(5)
    for (const [q, field] of [
      [{ vertical: 'food' }, 'vertical'],
      [{ vertical: '' }, 'vertical'],
      [{ status: 'paid,unpaid' }, 'status']
    ] as const) {
      const r = await t.client.get('/v1/store/order/list', q, { token: b.token })
      expect(r.body.code).toBe('VALIDATION')
      expect(r.body.msg).toContain(field)
    }
  })

  it('cancel returns stock and the coupon; a second cancel is ORDER_STATE', async () => {
    const b = await buyer(t, shop, 3)
    const couponId = await giveCoupon(b.userId, 'coupon', 500)
    const stock = await stockOf(shop.goodsId)
    const r = await submit(b.token, {
      clientKey: randomUUID(),
      mchId: shop.mchId,
      addressId: b.addressId,
      couponId
    })
    expect(r.body.code).toBe('0000')
    const { orderId } = r.body.data as { orderId: number }
    expect(
      (await t.db.one<{ status: string }>('SELECT status FROM coupons WHERE id = $1', [couponId]))?.status
    ).toBe('used')
    const d = await detail(b.token, orderId)
    expect(d.amounts.feeLines).toContainEqual({ label: '優惠券（測試券）', amount: -500 })
    expect(await stockOf(shop.goodsId)).toBe((stock ?? 0) - 3)
    const c = await t.client.postForm(
      '/v1/store/order/cancel',
      { id: orderId, reason: '買錯了' },
      { token: b.token }
    )
    expect(c.body.code).toBe('0000')
    expect(c.body.data).toMatchObject({ status: 'cancelled', cancelReason: '買錯了' })
    expect(await stockOf(shop.goodsId)).toBe(stock)
    expect(
      (await t.db.one<{ status: string }>('SELECT status FROM coupons WHERE id = $1', [couponId]))?.status
    ).toBe('usable')
    const again = await t.client.postForm(
      '/v1/store/order/cancel',
      { id: orderId, reason: '再取消' },
      { token: b.token }
    )
    expect(again.body.code).toBe('ORDER_STATE')
    expect(await stockOf(shop.goodsId)).toBe(stock)
  })

  it('expires an unpaid order at 15 minutes (on read and by the sweep), returning stock and coupons', async () => {
    const b = await buyer(t, shop, 1)
    await fillCart(t, b.userId, shop.mchId, [{ goodsId: shop.goodsId, itemCount: 2, props: [] }])
    const redId = await giveCoupon(b.userId, 'redEnvelope', 300)
    const stock = await stockOf(shop.goodsId)
    const r = await submit(b.token, {
      clientKey: randomUUID(),
      mchId: shop.mchId,
      addressId: b.addressId,
      redEnvelopeId: redId
    })
    const { orderId } = r.body.data as { orderId: number }
    t.clock.advance(15 * 60_000 - 1000)
    expect((await detail(b.token, orderId)).status).toBe('unpaid')
    expect(await s.orders.expireOverdue()).toBe(0)
    t.clock.advance(1000)
    const d = await detail(b.token, orderId)
    expect(d).toMatchObject({ status: 'cancelled', cancelReason: '超時未支付' })
    expect(d.timeline.map((e) => e.title)).toContain('超時未支付，訂單已自動取消')
    expect(await stockOf(shop.goodsId)).toBe(stock)
    expect(
      (await t.db.one<{ status: string }>('SELECT status FROM coupons WHERE id = $1', [redId]))?.status
    ).toBe('usable')
    // the sweep closes others without a read
    const b2 = await buyer(t, shop, 2)
    const r2 = await submit(b2.token, { clientKey: randomUUID(), mchId: shop.mchId, addressId: b2.addressId })
    const o2 = (r2.body.data as { orderId: number }).orderId
    t.clock.advance(15 * 60_000)
    expect(await s.orders.expireOverdue()).toBeGreaterThanOrEqual(1)
    expect(
      (await t.db.one<{ status: string }>('SELECT status FROM orders WHERE id = $1', [o2]))?.status
    ).toBe('cancelled')
  })

  it('walks paid → accepted → delivering → delivered → completed with rider and timeline', async () => {
    const b = await buyer(t, shop, 2)
    const { orderId } = (
      await submit(b.token, { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId })
    ).body.data as { orderId: number }
    expect(
      (await t.client.postForm('/v1/store/order/confirm', { id: orderId }, { token: b.token })).body.code
    ).toBe('ORDER_STATE')
    await t.db.query("UPDATE orders SET status = 'paid', paid_at = $2, pay_method = 'wallet' WHERE id = $1", [
      orderId,
      t.clock.now()
    ])
    const paid = await detail(b.token, orderId)
    expect(paid.estimatedArrival).toBeGreaterThan(Math.floor(t.clock.now() / 1000))
    const sim = s.simulator
    if (!sim) throw new Error('simulator missing outside production')
    t.clock.advance(10_000)
    expect(await sim.tick()).toBe(1)
    expect((await detail(b.token, orderId)).status).toBe('accepted')
    t.clock.advance(30_000)
    await sim.tick()
    const delivering = await detail(b.token, orderId)
    expect(delivering.status).toBe('delivering')
    // the rider's own name (pages write 騎手 before it)
    expect(delivering.rider?.name).toMatch(/^[^騎]+$/)
    expect(delivering.actions).toEqual(['refund', 'contact'])
    const adv = await t.app.inject({
      method: 'POST',
      url: '/api/dev/simulator/advance',
      payload: { orderId }
    })
    expect(adv.json()).toMatchObject({ code: '0000', data: { status: 'delivered' } })
    const c = await t.client.postForm('/v1/store/order/confirm', { id: orderId }, { token: b.token })
    expect(c.body.data).toMatchObject({ status: 'completed', actions: ['evaluate', 'reorder', 'refund'] })
    const d = c.body.data as Detail
    expect(d.timeline.map((e) => e.status)).toEqual([
      'unpaid',
      'accepted',
      'delivering',
      'delivered',
      'completed'
    ])
  })

  it('updates the address only before acceptance, within range', async () => {
    const b = await buyer(t, shop, 2)
    const { orderId } = (
      await submit(b.token, { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId })
    ).body.data as { orderId: number }
    const other = await addAddress(t, b.userId, { lat: shop.lat + 0.003, lng: shop.lng })
    const r = await t.client.postForm(
      '/v1/store/order/updateAddress',
      { id: orderId, addressId: other },
      { token: b.token }
    )
    expect(r.body.code).toBe('0000')
    expect((r.body.data as Detail).address.lat).toBeCloseTo(shop.lat + 0.003)
    const far = await addAddress(t, b.userId, { lat: shop.lat + 0.3, lng: shop.lng })
    expect(
      (
        await t.client.postForm(
          '/v1/store/order/updateAddress',
          { id: orderId, addressId: far },
          { token: b.token }
        )
      ).body.code
    ).toBe('OUT_OF_RANGE')
    await t.db.query("UPDATE orders SET status = 'accepted' WHERE id = $1", [orderId])
    expect(
      (
        await t.client.postForm(
          '/v1/store/order/updateAddress',
          { id: orderId, addressId: other },
          { token: b.token }
        )
      ).body.code
    ).toBe('ORDER_STATE')
  })

  it("reorders with the changes on today's menu", async () => {
    const b = await buyer(t, shop, 2)
    const shop2 = await setupShop(t, { stock: 5, price: 1000 })
    const { orderId } = (
      await submit(b.token, { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId })
    ).body.data as { orderId: number }
    const same = await t.client.get(`/v1/store/order/${orderId}/reorder`, {}, { token: b.token })
    expect(same.body.data).toMatchObject({
      lines: [{ goodsId: shop.goodsId, itemCount: 2, props: [] }],
      changes: []
    })
    await t.db.query('UPDATE goods SET price = price + 200 WHERE id = $1', [shop.goodsId])
    const priced = (await t.client.get(`/v1/store/order/${orderId}/reorder`, {}, { token: b.token })).body
      .data as {
      changes: unknown[]
    }
    expect(priced.changes).toEqual([
      expect.objectContaining({ goodsId: shop.goodsId, kind: 'price', before: 3000, after: 3200 })
    ])
    await t.db.query('UPDATE goods SET on_sale = false WHERE id = $1', [shop.goodsId])
    const removed = (await t.client.get(`/v1/store/order/${orderId}/reorder`, {}, { token: b.token })).body
      .data as {
      lines: unknown[]
      changes: Array<{ kind: string }>
    }
    expect(removed.lines).toEqual([])
    expect(removed.changes.map((c) => c.kind)).toEqual(['removed'])
    await t.db.query('UPDATE goods SET on_sale = true, price = price - 200 WHERE id = $1', [shop.goodsId])
    expect(shop2.mchId).not.toBe(shop.mchId)
  })
})

describe('privacy', () => {
  it("answers NOT_FOUND for another user's order on every order route", async () => {
    const owner = await buyer(t, shop, 2)
    const { orderId } = (
      await submit(owner.token, { clientKey: randomUUID(), mchId: shop.mchId, addressId: owner.addressId })
    ).body.data as { orderId: number }
    const other = await createUser(t)
    const otherAddr = await addAddress(t, other.userId, near(shop))
    const tok = { token: other.token }
    const calls = [
      t.client.get(`/v1/store/order/${orderId}`, {}, tok),
      t.client.get(`/v1/store/order/${orderId}/reorder`, {}, tok),
      t.client.get(`/v1/store/order/${orderId}/refund`, {}, tok),
      t.client.postForm('/v1/store/order/cancel', { id: orderId, reason: 'x' }, tok),
      t.client.postForm('/v1/store/order/confirm', { id: orderId }, tok),
      t.client.postForm('/v1/store/order/updateAddress', { id: orderId, addressId: otherAddr }, tok),
      t.client.postJson('/v1/store/order/refund', { id: orderId, reason: '不要了' }, tok),
      t.client.postJson(
        '/v1/store/order/evaluate',
        { id: orderId, star: 5, tasteStar: 5, packStar: 5, content: '好' },
        tok
      ),
      t.client.postForm('/v1/pay/wallet', { orderId, password: '123456' }, tok),
      t.client.postForm('/v1/pay/online', { orderId }, tok)
    ]
    for (const r of await Promise.all(calls)) {
      expect(r.body.code).toBe('NOT_FOUND')
      expect(r.body.msg).toBe('找不到訂單')
    }
    const missing = await t.client.get('/v1/store/order/99999999', {}, tok)
    expect(missing.body).toEqual({ code: 'NOT_FOUND', msg: '找不到訂單', data: null })
    expect((await t.client.get('/v1/store/order/list', {}, tok)).body.data).toMatchObject({ total: 0 })
    expect(
      (await t.db.one<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]))?.status
    ).toBe('unpaid')
  })
})
