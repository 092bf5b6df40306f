import { randomUUID } from 'node:crypto'
import type { ShopRefundRow } from '@lotus/contract/counter'
import type { OrderDetail, RefundView } from '@lotus/contract/order'
import { partialRefundText } from '@lotus/contract/order'
import { quoteLineRefund } from '@lotus/contract/refund-lines'
import type { Page } from '@lotus/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lockOrder } from '../src/modules/order/order-ops.js'
import { createStaffAccount } from '../src/modules/staff/create-account.js'
import type { Services } from '../src/services.js'
import {
  addAddress,
  createUser,
  fillCart,
  near,
  noonClock,
  ORDER_ENV,
  servicesOf,
  setupShop
} from './helpers/order-fixtures.js'
import { staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/** Per-line refunds of a supermarket order (issue 36 point 5): asked by the customer, decided line by line. */
let t: TestApp
let s: Services
let store: { id: number; lat: number; lng: number }
let skus: number[]
const PW = 'refund-lines-password'

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  s = servicesOf(t)
  store = (await t.db.one<{ id: number; lat: number; lng: number }>(
    `SELECT id, lat, lng FROM merchants WHERE 'supermarket' = ANY(verticals) ORDER BY id LIMIT 1`
  ))!
  const goods = await t.db.many<{ id: number }>(
    'SELECT id FROM goods WHERE merchant_id = $1 AND spu_id IS NOT NULL ORDER BY id LIMIT 2',
    [store.id]
  )
  skus = goods.map((g) => g.id)
  await t.db.query(
    'UPDATE goods SET price = 4999, stock = 100, total_stock = 100, limit_buy = 0 WHERE id = ANY($1::int[])',
    [skus]
  )
})
afterAll(() => t.close())

let seq = 0
async function staffOf(merchantId: number): Promise<StaffClient & { username: string }> {
  const username = `lines-${++seq}-${merchantId}`
  await createStaffAccount(
    { db: t.db, clock: t.clock, audit: s.staff.audit },
    { username, name: `店員${seq}`, role: 'staff', password: PW, merchantIds: [merchantId] },
    { type: 'system', name: 'test' }
  )
  const c = staffClient(t)
  await c.login(username, PW)
  return Object.assign(c, { username })
}

const balanceOf = async (userId: number) =>
  (await t.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [userId]))!.balance

/** A delivered supermarket order of 3 × the first SKU and 1 × the second, paid from the wallet. */
async function deliveredOrder() {
  const u = await createUser(t)
  const addressId = await addAddress(t, u.userId, near(store))
  await fillCart(t, u.userId, store.id, [
    { goodsId: skus[0]!, productId: skus[0]!, itemCount: 3, props: [] },
    { goodsId: skus[1]!, productId: skus[1]!, itemCount: 1, props: [] }
  ])
  const sub = await t.client.postJson(
    '/v1/market/order/submit',
    { clientKey: randomUUID(), mchId: store.id, addressId, date: '2026-11-22', slot: '18:00-20:00' },
    { token: u.token }
  )
  expect(sub.body.code).toBe('0000')
  const { orderId } = sub.body.data as { orderId: number }
  await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, 100000, $2)', [
    u.userId,
    t.clock.now()
  ])
  await s.orderPayments.chargeWallet(u.userId, orderId)
  for (const event of ['accept', 'dispatch', 'deliver'] as const) {
    await t.db.tx(async (tx) => {
      const o = await lockOrder(tx, null, orderId)
      await s.lifecycle.move(tx, o, event, { type: 'system', name: 'test' }, { at: t.clock.now() })
    })
  }
  const detail = async () =>
    (await t.client.get(`/v1/store/order/${orderId}`, {}, { token: u.token })).body.data as OrderDetail
  const d = await detail()
  expect(d.status).toBe('delivered')
  const ids = d.items.map((i) => i.itemId!)
  return { ...u, orderId, detail, ids, paid: 100000 - (await balanceOf(u.userId)) }
}

const ask = (o: { orderId: number; token: string }, lines: Array<{ itemId: number; qty: number }>) =>
  t.client.postJson(
    '/v1/store/order/refund',
    { id: o.orderId, reason: '商品品質問題', lines },
    { token: o.token }
  )

const auditOf = (action: string, subjectId: number) =>
  t.db.many<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
    'SELECT before, after FROM audit_log WHERE action = $1 AND subject_id = $2',
    [action, String(subjectId)]
  )
const lastRefund = async (orderId: number) =>
  (await t.db.one<{ id: number }>('SELECT MAX(id) AS id FROM refunds WHERE order_id = $1', [orderId]))!.id

describe('per-line refunds of a supermarket order', () => {
  it('asks some units, the shop approves, then other lines with one rejected, then the rest: all of it back', async () => {
    const o = await deliveredOrder()
    const [a, b] = o.ids as [number, number]
    const c = await staffOf(store.id)
    const before = await balanceOf(o.userId)

    // more than bought, or a line of another order: VALIDATION, nothing recorded
    expect((await ask(o, [{ itemId: a, qty: 4 }])).body.code).toBe('VALIDATION')
    expect((await ask(o, [{ itemId: 2_000_000_000, qty: 1 }])).body.code).toBe('VALIDATION')
    expect((await ask(o, [{ itemId: a, qty: 0 }])).body.code).toBe('VALIDATION')
    expect(await t.db.one('SELECT id FROM refunds WHERE order_id = $1', [o.orderId])).toBeUndefined()

    // one unit of the first line: the amount the refund page computes from the order is the server's
    const d0 = await o.detail()
    const quoted = quoteLineRefund(d0.lineRefund!, [{ itemId: a, qty: 1 }])
    expect(quoted.ok).toBe(true)
    const amount1 = quoted.ok ? quoted.quote.amount : 0
    expect(amount1).toBeGreaterThan(0)
    expect((await ask(o, [{ itemId: a, qty: 1 }])).body.code).toBe('0000')
    const r1 = await lastRefund(o.orderId)
    const d1 = await o.detail()
    expect(d1.status).toBe('delivered')
    expect(d1.actions).toContain('refundProgress')
    expect(d1.refund).toMatchObject({ status: 'pending', amount: amount1 })
    // one waits at a time
    expect((await ask(o, [{ itemId: b, qty: 1 }])).body.code).toBe('REFUND_STATE')

    // the shop sees the lines asked
    const list = await c.get<Page<ShopRefundRow>>('/refunds', {
      merchantId: String(store.id),
      status: 'pending'
    })
    expect(list.body.data.list.find((r) => r.id === r1)).toMatchObject({
      amount: amount1,
      byLines: true,
      lines: [{ itemId: a, qty: 1, amount: amount1, status: 'pending' }]
    })

    // another shop: NOT_FOUND exactly like a missing refund, nothing changes
    const other = await setupShop(t)
    const oc = await staffOf(other.mchId)
    const foreign = await oc.post('/refunds/approve', { merchantId: other.mchId, refundId: r1 })
    const missing = await oc.post('/refunds/approve', { merchantId: other.mchId, refundId: 2_000_000_000 })
    expect(foreign.body.code).toBe('NOT_FOUND')
    expect(foreign.body).toEqual(missing.body)
    expect(await balanceOf(o.userId)).toBe(before)

    // approve: the money of that unit back, the order stays delivered with 部分退款
    expect((await c.post('/refunds/approve', { merchantId: store.id, refundId: r1 })).body.code).toBe('0000')
    expect(await balanceOf(o.userId)).toBe(before + amount1)
    const d2 = await o.detail()
    expect(d2.status).toBe('delivered')
    expect(d2.lineRefund).toMatchObject({ refundedAmount: amount1, pending: false })
    expect(partialRefundText(d2)).toBe(`部分退款 MOP ${(amount1 / 100).toFixed(2)}`)
    expect(d2.timeline.map((e) => e.title)).toEqual(
      expect.arrayContaining(['已申請部分商品退款', '部分退款成功'])
    )

    // a second request for the rest; the shop gives back the first line's units, rejects the other with a reason
    expect(
      (
        await ask(o, [
          { itemId: a, qty: 2 },
          { itemId: b, qty: 1 }
        ])
      ).body.code
    ).toBe('0000')
    const r2 = await lastRefund(o.orderId)
    const d3 = await o.detail()
    const q2 = quoteLineRefund(d3.lineRefund!, [{ itemId: a, qty: 2 }])
    const amount2 = q2.ok ? q2.quote.amount : -1
    const noReason = await c.post('/refunds/approve', { merchantId: store.id, refundId: r2, items: [a] })
    expect(noReason.body.code).toBe('VALIDATION')
    const stranger = await c.post('/refunds/approve', {
      merchantId: store.id,
      refundId: r2,
      items: [2_000_000_000],
      reason: 'x'
    })
    expect(stranger.body.code).toBe('VALIDATION')
    const mixed = await c.post('/refunds/approve', {
      merchantId: store.id,
      refundId: r2,
      items: [a],
      reason: '商品已拆封'
    })
    expect(mixed.body.code).toBe('0000')
    expect(await balanceOf(o.userId)).toBe(before + amount1 + amount2)
    const p = (await t.client.get(`/v1/store/order/${o.orderId}/refund`, {}, { token: o.token })).body
      .data as RefundView
    expect(p).toMatchObject({ status: 'approved', amount: amount2 })
    expect(p.lines).toEqual([
      expect.objectContaining({ itemId: a, qty: 2, status: 'approved' }),
      expect.objectContaining({ itemId: b, qty: 1, status: 'rejected' })
    ])
    expect(p.timeline.map((e) => e.title)).toContain('商家同意部分商品退款')
    expect(await auditOf('refund.approve', r2)).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ status: 'pending' }),
        after: expect.objectContaining({
          status: 'approved',
          amount: amount2,
          approvedItems: [a],
          reason: '商品已拆封'
        })
      })
    ])
    expect((await o.detail()).status).toBe('delivered')

    // the last line: approved, the order is refunded and everything paid came back, not a cent more
    expect((await ask(o, [{ itemId: b, qty: 1 }])).body.code).toBe('0000')
    const r3 = await lastRefund(o.orderId)
    expect((await c.post('/refunds/approve', { merchantId: store.id, refundId: r3 })).body.code).toBe('0000')
    expect(await balanceOf(o.userId)).toBe(before + o.paid)
    const d4 = await o.detail()
    expect(d4.status).toBe('refunded')
    expect(partialRefundText(d4)).toBeNull()
    // nothing is left to ask
    expect((await ask(o, [{ itemId: a, qty: 1 }])).body.code).not.toBe('0000')
  })

  it('rejecting a refund of lines keeps the order as it was and the customer reads why', async () => {
    const o = await deliveredOrder()
    const c = await staffOf(store.id)
    expect((await ask(o, [{ itemId: o.ids[1]!, qty: 1 }])).body.code).toBe('0000')
    const r = await lastRefund(o.orderId)
    const before = await balanceOf(o.userId)
    const res = await c.post('/refunds/reject', { merchantId: store.id, refundId: r, reason: '已過退貨期' })
    expect(res.body.code).toBe('0000')
    expect(await balanceOf(o.userId)).toBe(before)
    const d = await o.detail()
    expect(d.status).toBe('delivered')
    expect(d.refund?.lines).toEqual([expect.objectContaining({ status: 'rejected' })])
    expect(d.refund?.timeline.at(-1)).toMatchObject({ title: '商家拒絕退款', note: '已過退貨期' })
    expect(await auditOf('refund.reject', r)).toHaveLength(1)
    // the whole order is still refundable without lines: what is left
    const all = await t.client.postJson(
      '/v1/store/order/refund',
      { id: o.orderId, reason: '不想要了' },
      { token: o.token }
    )
    expect(all.body.code).toBe('0000')
    expect((await o.detail()).refund).toMatchObject({ status: 'pending', amount: o.paid })
  })

  it('a general-store order weighed lighter: its lines delivered and given back are what is left, never more', async () => {
    const st = (await t.db.one<{ id: number; lat: number; lng: number }>(
      `SELECT m.id, m.lat, m.lng FROM general_stores s JOIN merchants m ON m.id = s.merchant_id
       WHERE s.kind = 'fruit' AND m.seed_key = 'gen-fruit-taipa'`
    ))!
    const g = (await t.db.one<{ id: number; grams: number }>(
      `SELECT g.id, f.unit_grams AS grams FROM goods g JOIN general_goods f ON f.goods_id = g.id
       WHERE g.merchant_id = $1 AND f.sell_by = 'weight' AND g.stock > 5 ORDER BY g.id LIMIT 1`,
      [st.id]
    ))!
    const u = await createUser(t)
    const addressId = await addAddress(t, u.userId, near(st))
    await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, 500000, $2)', [
      u.userId,
      t.clock.now()
    ])
    await fillCart(t, u.userId, st.id, [{ goodsId: g.id, itemCount: 2, props: [] }])
    const sub = await t.client.postJson(
      '/v1/general/order/submit',
      { clientKey: randomUUID(), mchId: st.id, addressId },
      { token: u.token }
    )
    expect(sub.body.code).toBe('0000')
    const { orderId } = sub.body.data as { orderId: number }
    await s.orderPayments.chargeWallet(u.userId, orderId)
    expect(await balanceOf(u.userId)).toBeLessThan(500000)
    const key = (
      (await t.app.inject({ method: 'POST', url: '/api/dev/merchant/key', payload: { mchId: st.id } })).json()
        .data as { key: string }
    ).key
    const weighed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/general/weigh',
      headers: { 'x-merchant-key': key },
      payload: { orderId, lines: [{ goodsId: g.id, finalGrams: Math.round(g.grams * 2 * 0.95) }] }
    })
    expect(weighed.json().code).toBe('0000')
    const back = (weighed.json().data as { refund: number }).refund
    expect(back).toBeGreaterThan(0)
    for (const event of ['accept', 'dispatch', 'deliver'] as const) {
      await t.db.tx(async (tx) => {
        const o = await lockOrder(tx, null, orderId)
        await s.lifecycle.move(tx, o, event, { type: 'system', name: 'test' }, { at: t.clock.now() })
      })
    }
    const d = (await t.client.get(`/v1/store/order/${orderId}`, {}, { token: u.token })).body
      .data as OrderDetail
    expect(d.lineRefund?.refundedAmount).toBe(back)
    const r = await t.client.postJson(
      '/v1/store/order/refund',
      { id: orderId, reason: '商品品質問題', lines: [{ itemId: d.items[0]!.itemId!, qty: 2 }] },
      { token: u.token }
    )
    expect(r.body.code).toBe('0000')
    const c = await staffOf(st.id)
    const refundId = await lastRefund(orderId)
    expect((await c.post('/refunds/approve', { merchantId: st.id, refundId })).body.code).toBe('0000')
    // the weighing's difference and this refund: exactly what was paid
    expect(await balanceOf(u.userId)).toBe(500000)
    const after = (await t.client.get(`/v1/store/order/${orderId}`, {}, { token: u.token })).body
      .data as OrderDetail
    expect(after.status).toBe('refunded')
  })
})
