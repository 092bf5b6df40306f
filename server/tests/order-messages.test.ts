import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTO_CONFIRM_AFTER_MS, lockOrder } from '../src/modules/order/order-ops.js'
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

interface News {
  list: Array<{ title: string; body: string; orderId: number | null; read: boolean }>
}

async function paidByWallet() {
  const b = await buyer(t, shop, 1)
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
  const { orderId, orderNo } = sub.body.data as { orderId: number; orderNo: string }
  const paid = await t.client.postForm('/v1/pay/wallet', { orderId, password: '135790' }, { token: b.token })
  expect(paid.body.code).toBe('0000')
  return { ...b, orderId, orderNo }
}

const orderNews = async (token: string) =>
  ((await t.client.get('/v1/news/list', { kind: 'order' }, { token })).body.data as News).list
const unreadOrders = async (token: string) =>
  ((await t.client.get('/v1/news/unread', {}, { token })).body.data as { order: number }).order

describe('order messages from order events', () => {
  it('paid, dispatched, delivered and completed each leave one message for the owner only', async () => {
    const o = await paidByWallet()
    const other = await paidByWallet()
    expect((await orderNews(o.token)).map((m) => m.title)).toEqual(['訂單支付成功'])
    expect(await unreadOrders(o.token)).toBe(1)
    const sim = s.simulator
    if (!sim) throw new Error('no simulator')
    await sim.advance(o.orderId) // accepted: no message
    await sim.advance(o.orderId) // dispatched
    await sim.advance(o.orderId) // delivered
    t.clock.advance(AUTO_CONFIRM_AFTER_MS + 1000)
    await s.jobs.drain()
    const list = await orderNews(o.token)
    expect(list.map((m) => m.title)).toEqual(['訂單已完成', '訂單已送達', '訂單配送中', '訂單支付成功'])
    expect(list.every((m) => m.orderId === o.orderId && m.body.includes(o.orderNo))).toBe(true)
    expect(await unreadOrders(o.token)).toBe(4)
    // the other buyer hears only of their own order (left unaccepted, the shop's accept limit cancelled and refunded it)
    const theirs = await orderNews(other.token)
    expect(theirs.map((m) => m.title)).toEqual(['商家未及時接單', '退款成功', '訂單支付成功'])
    expect(theirs.every((m) => m.orderId === other.orderId)).toBe(true)
  })

  it('a refund (cancelling a paid order) says how much went back and where', async () => {
    const o = await paidByWallet()
    const c = await t.client.postForm(
      '/v1/store/order/cancel',
      { id: o.orderId, reason: '不想要了' },
      {
        token: o.token
      }
    )
    expect(c.body.data).toMatchObject({ status: 'cancelled' })
    const [latest] = await orderNews(o.token)
    expect(latest).toMatchObject({ title: '退款成功', orderId: o.orderId, read: false })
    expect(latest?.body).toContain('退回錢包')
  })

  it('the message is part of the state change: a rolled back payment leaves none', async () => {
    const b = await buyer(t, shop, 1)
    const sub = await t.client.postJson(
      '/v1/store/order/submit',
      { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId },
      { token: b.token }
    )
    const { orderId } = sub.body.data as { orderId: number }
    await expect(
      t.db.tx(async (tx) => {
        const row = await lockOrder(tx, b.userId, orderId)
        await servicesOf(t).lifecycle.move(
          tx,
          row,
          'pay',
          { type: 'customer', id: b.userId },
          { at: t.clock.now() }
        )
        throw new Error('the payment failed after the state change')
      })
    ).rejects.toThrow('the payment failed')
    expect(await orderNews(b.token)).toEqual([])
    const d = (await t.client.get(`/v1/store/order/${orderId}`, {}, { token: b.token })).body.data
    expect(d).toMatchObject({ status: 'unpaid' })
  })
})
