import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliverySlots } from '@lotus/contract/delivery-slots'
import { buyer, MACAU_NOON, noonClock, ORDER_ENV, setupShop, type Shop } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/**
 * Issue 35: a booked takeaway delivery (預約送達) is only for a time the shop is open by its hours, the rule the
 * checkout's times follow (`contract/delivery-slots.ts` over `contract/open-hours.ts`); any other time sent to the
 * server is refused with DELIVERY_TIME_CLOSED and nothing is placed. The clock stands at 12:00 Macau time.
 */

let t: TestApp
let shop: Shop

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  shop = await setupShop(t)
  // open now (so the ASAP rules pass) and again in the evening; closed 14:00–17:00 and overnight
  await t.db.query(`UPDATE merchants SET open_hours = '10:00-14:00,17:00-22:00' WHERE id = $1`, [shop.mchId])
})
afterAll(() => t.close())

/** Epoch seconds of HH:MM Macau time on 2026-11-22 (+ days). */
const macau = (hhmm: string, days = 0) => Date.parse(`2026-11-${22 + days}T${hhmm}:00+08:00`) / 1000

async function submitAt(deliveryTime: number) {
  const u = await buyer(t, shop)
  const addressId = u.addressId
  const r = await t.client.postJson(
    '/v1/store/order/submit',
    { clientKey: randomUUID(), mchId: shop.mchId, addressId, deliveryTime },
    { token: u.token }
  )
  const placed = await t.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM orders WHERE user_id = $1', [
    u.userId
  ])
  return { body: r.body as { code: string; msg: string; data: unknown }, placed: placed?.n ?? 0 }
}

describe('a booked takeaway delivery time must be within the shop’s hours', () => {
  it('refuses 15:30 (closed in the afternoon) and 23:30 with a clear code and message; nothing placed', async () => {
    const afternoon = await submitAt(macau('15:30'))
    expect(afternoon.body.code).toBe('DELIVERY_TIME_CLOSED')
    expect(afternoon.body.msg).toBe(
      '商家於 今日 15:30 不營業（營業時間 10:00-14:00,17:00-22:00），請選擇營業時間內的送達時間'
    )
    expect(afternoon.placed).toBe(0)
    const night = await submitAt(macau('23:30'))
    expect(night.body.code).toBe('DELIVERY_TIME_CLOSED')
    expect(night.placed).toBe(0)
    const early = await submitAt(macau('08:00', 1))
    expect(early.body).toMatchObject({
      code: 'DELIVERY_TIME_CLOSED',
      msg: expect.stringContaining('明日 08:00')
    })
  })

  it('takes every time the checkout offers: this evening and tomorrow', async () => {
    const offered = deliverySlots('10:00-14:00,17:00-22:00', MACAU_NOON, 30).map((s) => s.at)
    expect(offered).toContain(macau('18:30'))
    expect(offered).not.toContain(macau('15:30'))
    for (const at of [macau('18:30'), macau('12:30', 1)]) {
      const r = await submitAt(at)
      expect(r.body.code, JSON.stringify(r.body)).toBe('0000')
      expect(r.placed).toBe(1)
    }
  })
})
