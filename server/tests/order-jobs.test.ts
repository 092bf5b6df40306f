import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTO_CONFIRM_AFTER_MS, PAY_WINDOW_MS } from '../src/modules/order/order-ops.js'
import type { Services } from '../src/services.js'
import { buyer, noonClock, ORDER_ENV, servicesOf, setupShop, type Shop } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
let s: Services
let shop: Shop

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  s = servicesOf(t)
  shop = await setupShop(t, { stock: 50, price: 3000, minOrder: 5000 })
})
afterAll(() => t.close())

const submit = async (token: string, addressId: number) => {
  const r = await t.client.postJson(
    '/v1/store/order/submit',
    { clientKey: randomUUID(), mchId: shop.mchId, addressId },
    { token }
  )
  expect(r.body.code).toBe('0000')
  return (r.body.data as { orderId: number }).orderId
}
const statusOf = async (id: number) =>
  (await t.db.one<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id]))?.status
const stockOf = async (id: number) =>
  (await t.db.one<{ stock: number }>('SELECT stock FROM goods WHERE id = $1', [id]))?.stock

describe('order durable jobs', () => {
  it('closes an unpaid order at its deadline from the job table, once, without any read', async () => {
    await s.jobs.drain()
    const b = await buyer(t, shop, 2)
    const stock = await stockOf(shop.goodsId)
    const orderId = await submit(b.token, b.addressId)
    expect(await stockOf(shop.goodsId)).toBe((stock ?? 0) - 2)
    const job = await t.db.one<{ state: string; run_at: number }>(
      `SELECT state, run_at FROM jobs WHERE kind = 'order.expireUnpaid' AND key = $1`,
      [String(orderId)]
    )
    expect(job).toMatchObject({ state: 'pending', run_at: t.clock.now() + PAY_WINDOW_MS })
    t.clock.advance(PAY_WINDOW_MS - 1000)
    await s.jobs.drain() // other kinds (recurring ones) may fall due meanwhile; this order's may not
    expect(await statusOf(orderId)).toBe('unpaid')
    t.clock.advance(1000)
    expect(await s.jobs.drain()).toBeGreaterThanOrEqual(1)
    expect(await statusOf(orderId)).toBe('cancelled')
    expect(await stockOf(shop.goodsId)).toBe(stock)
    // done exactly once; a second drain changes nothing
    expect(await s.jobs.drain()).toBe(0)
    expect(await stockOf(shop.goodsId)).toBe(stock)
  })

  it('a paid order survives its expiry job', async () => {
    const b = await buyer(t, shop, 2)
    const orderId = await submit(b.token, b.addressId)
    await t.db.query("UPDATE orders SET status = 'paid', paid_at = $2, pay_method = 'wallet' WHERE id = $1", [
      orderId,
      t.clock.now()
    ])
    t.clock.advance(PAY_WINDOW_MS)
    await s.jobs.drain()
    expect(await statusOf(orderId)).toBe('paid')
  })

  it('confirms a delivered order a day after delivery unless the buyer confirmed first', async () => {
    const b = await buyer(t, shop, 2)
    const b2 = await buyer(t, shop, 2)
    const ids = [await submit(b2.token, b2.addressId), await submit(b.token, b.addressId)]
    for (const id of ids) {
      await t.db.query(
        "UPDATE orders SET status = 'delivering', paid_at = $2, pay_method = 'wallet' WHERE id = $1",
        [id, t.clock.now()]
      )
      const adv = await t.app.inject({
        method: 'POST',
        url: '/api/dev/simulator/advance',
        payload: { orderId: id }
      })
      expect(adv.json()).toMatchObject({ code: '0000', data: { status: 'delivered' } })
    }
    const [auto, manual] = ids as [number, number]
    const c = await t.client.postForm('/v1/store/order/confirm', { id: manual }, { token: b.token })
    expect(c.body.data).toMatchObject({ status: 'completed' })
    t.clock.advance(AUTO_CONFIRM_AFTER_MS - 1000)
    await s.jobs.drain()
    expect(await statusOf(auto)).toBe('delivered')
    t.clock.advance(1000)
    await s.jobs.drain()
    expect(await statusOf(auto)).toBe('completed')
    const d = await t.client.get(`/v1/store/order/${auto}`, {}, { token: b2.token })
    const titles = (d.body.data as { timeline: Array<{ title: string }> }).timeline.map((e) => e.title)
    expect(titles).toContain('系統已自動確認收貨')
    const events = await t.db.many('SELECT 1 FROM order_events WHERE order_id = $1 AND status = $2', [
      manual,
      'completed'
    ])
    expect(events).toHaveLength(1)
  })
})
