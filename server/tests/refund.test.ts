import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signCallback } from '../src/modules/gateway/sandbox-gateway.js'
import type { Services } from '../src/services.js'
import { buyer, noonClock, ORDER_ENV, servicesOf, setupShop, type Shop } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
let s: Services
let shop: Shop

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  s = servicesOf(t)
  shop = await setupShop(t, { stock: 100, price: 2000 })
})
afterAll(() => t.close())

interface RefundProgress {
  status: string
  amount: number
  to: string
  timeline: Array<{ title: string; note: string | null }>
}

/** A buyer with MOP 1,000 and a pay password whose order is paid from the wallet. */
async function paidByWallet() {
  const b = await buyer(t, shop, 2)
  await t.client.postForm('/v1/appUser/setPayPassword', { password: '135790' }, { token: b.token })
  await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, 100000, $2)', [
    b.userId,
    t.clock.now()
  ])
  const sub = await t.client.postJson(
    '/v1/store/order/submit',
    { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId },
    { token: b.token }
  )
  const { orderId, total } = sub.body.data as { orderId: number; total: number }
  const paid = await t.client.postForm('/v1/pay/wallet', { orderId, password: '135790' }, { token: b.token })
  expect(paid.body.code).toBe('0000')
  return { ...b, orderId, total }
}

const balance = async (userId: number) =>
  (await t.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [userId]))?.balance
const stock = async () =>
  (await t.db.one<{ stock: number }>('SELECT stock FROM goods WHERE id = $1', [shop.goodsId]))?.stock

describe('refunds', () => {
  it('a wallet refund is approved after 30 s and appears in the wallet records; stock stays', async () => {
    const o = await paidByWallet()
    const sim = s.simulator
    if (!sim) throw new Error('no simulator')
    await sim.advance(o.orderId) // accepted
    const stockBefore = await stock()
    const r = await t.client.postJson(
      '/v1/store/order/refund',
      { id: o.orderId, reason: '餐點有問題', detail: '湯灑了' },
      { token: o.token }
    )
    expect(r.body.code).toBe('0000')
    expect(r.body.data).toMatchObject({
      status: 'refunding',
      statusText: '退款中',
      actions: ['refundProgress']
    })
    const again = await t.client.postJson(
      '/v1/store/order/refund',
      { id: o.orderId, reason: '再申請' },
      { token: o.token }
    )
    expect(again.body.code).toBe('REFUND_STATE')

    const p1 = (await t.client.get(`/v1/store/order/${o.orderId}/refund`, {}, { token: o.token })).body
      .data as RefundProgress
    expect(p1).toMatchObject({ status: 'pending', amount: o.total, to: 'wallet' })
    expect(p1.timeline.map((e) => e.title)).toEqual(['提交退款申請', '商家處理中'])

    t.clock.advance(29_000)
    await sim.tick()
    expect(
      (await t.client.get(`/v1/store/order/${o.orderId}`, {}, { token: o.token })).body.data
    ).toMatchObject({
      status: 'refunding'
    })
    t.clock.advance(1_000)
    await sim.tick()
    const d = (await t.client.get(`/v1/store/order/${o.orderId}`, {}, { token: o.token })).body.data
    expect(d).toMatchObject({ status: 'refunded', statusText: '已退款', refund: { status: 'approved' } })
    expect(await balance(o.userId)).toBe(100000)
    const rec = (await t.client.get('/v1/wallet/records', { page: 1, pageSize: 5 }, { token: o.token })).body
      .data as {
      list: Array<{ type: string; amount: number; orderId: number; balanceAfter: number }>
    }
    expect(rec.list[0]).toMatchObject({
      type: 'refund',
      amount: o.total,
      orderId: o.orderId,
      balanceAfter: 100000
    })
    const p2 = (await t.client.get(`/v1/store/order/${o.orderId}/refund`, {}, { token: o.token })).body
      .data as RefundProgress
    expect(p2.timeline.map((e) => e.title)).toEqual(['提交退款申請', '系統同意退款', '退款成功'])
    expect(await stock()).toBe(stockBefore)
    // approving twice changes nothing
    const refundId =
      (await t.db.one<{ id: number }>('SELECT id FROM refunds WHERE order_id = $1', [o.orderId]))?.id ?? 0
    await expect(s.refunds.approve(refundId)).rejects.toMatchObject({ code: 'REFUND_STATE' })
    expect(await balance(o.userId)).toBe(100000)
  })

  it('cancelling a paid order refunds it at once and returns the stock', async () => {
    const stockBefore = await stock()
    const o = await paidByWallet()
    expect(await stock()).toBe((stockBefore ?? 0) - 2)
    const c = await t.client.postForm(
      '/v1/store/order/cancel',
      { id: o.orderId, reason: '等太久' },
      { token: o.token }
    )
    expect(c.body.data).toMatchObject({ status: 'cancelled', refund: { status: 'approved', to: 'wallet' } })
    expect(await balance(o.userId)).toBe(100000)
    expect(await stock()).toBe(stockBefore)
  })

  it('an online payment is refunded through the gateway (recorded)', async () => {
    const b = await buyer(t, shop, 2)
    const sub = await t.client.postJson(
      '/v1/store/order/submit',
      { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId },
      { token: b.token }
    )
    const { orderId, total } = sub.body.data as { orderId: number; total: number }
    const on = await t.client.postForm('/v1/pay/online', { orderId }, { token: b.token })
    const txn = new URL((on.body.data as { payUrl: string }).payUrl, 'http://x').searchParams.get('txn') ?? ''
    const f = { txn, orderId, amount: total, status: 'success' as const, ts: 1 }
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/pay/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        txn,
        orderId: String(orderId),
        amount: String(total),
        status: 'success',
        ts: '1',
        sign: signCallback(t.config.gatewaySecret, f)
      }).toString()
    })
    await t.client.postJson('/v1/store/order/refund', { id: orderId, reason: '不想要了' }, { token: b.token })
    const sim = s.simulator
    await sim?.advance(orderId)
    const p = (await t.client.get(`/v1/store/order/${orderId}/refund`, {}, { token: b.token })).body
      .data as RefundProgress
    expect(p).toMatchObject({ status: 'approved', to: 'online', amount: total })
    expect(p.timeline.at(-1)?.note).toMatch(/原路退回（參考號 SBR[0-9A-F]{16}）/)
    expect(
      (await t.db.one<{ status: string }>('SELECT status FROM payment_txns WHERE id = $1', [txn]))?.status
    ).toBe('refunded')
  })

  it('after a rejection one more request is allowed; refunds of unpaid orders are REFUND_STATE', async () => {
    const o = await paidByWallet()
    await t.client.postJson('/v1/store/order/refund', { id: o.orderId, reason: '第一次' }, { token: o.token })
    const id1 =
      (await t.db.one<{ id: number }>('SELECT id FROM refunds WHERE order_id = $1', [o.orderId]))?.id ?? 0
    await s.refunds.reject(id1, '商家已出餐')
    const d = (await t.client.get(`/v1/store/order/${o.orderId}`, {}, { token: o.token })).body.data
    expect(d).toMatchObject({
      status: 'refund_rejected',
      statusText: '退款被拒',
      actions: ['refundProgress', 'refund']
    })
    expect(
      (
        await t.client.postJson(
          '/v1/store/order/refund',
          { id: o.orderId, reason: '第二次' },
          { token: o.token }
        )
      ).body.code
    ).toBe('0000')
    const id2 =
      (await t.db.one<{ id: number }>('SELECT MAX(id) AS id FROM refunds WHERE order_id = $1', [o.orderId]))
        ?.id ?? 0
    await s.refunds.reject(id2, '不符合條件')
    expect(
      (
        await t.client.postJson(
          '/v1/store/order/refund',
          { id: o.orderId, reason: '第三次' },
          { token: o.token }
        )
      ).body.code
    ).toBe('REFUND_STATE')
    expect(await balance(o.userId)).toBe(100000 - o.total)

    const b = await buyer(t, shop, 2)
    const sub = await t.client.postJson(
      '/v1/store/order/submit',
      { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId },
      { token: b.token }
    )
    const unpaid = (sub.body.data as { orderId: number }).orderId
    const r = await t.client.postJson(
      '/v1/store/order/refund',
      { id: unpaid, reason: '試試' },
      { token: b.token }
    )
    expect(r.body.code).toBe('REFUND_STATE')
    expect((await t.client.get(`/v1/store/order/${unpaid}/refund`, {}, { token: b.token })).body.code).toBe(
      'NOT_FOUND'
    )
  })

  it('validates refund input', async () => {
    const o = await paidByWallet()
    const bad = [
      { id: o.orderId },
      { id: o.orderId, reason: '' },
      { id: o.orderId, reason: 'x', detail: 'x'.repeat(501) },
      { id: o.orderId, reason: 'x', images: Array.from({ length: 7 }, (_, i) => `/api/files/a${i}`) },
      { id: o.orderId, reason: 'x', images: ['http://evil.example/a.png'] },
      { id: 'x', reason: 'x' }
    ]
    for (const body of bad) {
      expect((await t.client.postJson('/v1/store/order/refund', body, { token: o.token })).body.code).toBe(
        'VALIDATION'
      )
    }
    const notMine = await t.client.postJson(
      '/v1/store/order/refund',
      { id: o.orderId, reason: 'x', images: ['/api/files/nosuchupload'] },
      { token: o.token }
    )
    expect(notMine.body.code).toBe('VALIDATION')
    expect(
      (await t.client.get(`/v1/store/order/${o.orderId}`, {}, { token: o.token })).body.data
    ).toMatchObject({
      status: 'paid'
    })
  })
})
