import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SlotView } from '@lotus/contract/slots'
import type { Services } from '../src/services.js'
import { noonClock, servicesOf } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
let s: Services
let storeId: number

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock() }) // 2026-11-22 12:00 Macau
  s = servicesOf(t)
  const m = await t.db.one<{ id: number }>(
    `SELECT id FROM merchants WHERE 'supermarket' = ANY(verticals) ORDER BY id LIMIT 1`
  )
  storeId = Number(m?.id)
})
afterAll(() => t.close())

const slots = async (date: string) => {
  const r = await t.client.get('/v1/market/slots', { storeId, date })
  expect(r.body.code).toBe('0000')
  return r.body.data as SlotView[]
}
const hold = (slot: string, ref: string, date = '2026-11-23') =>
  t.db
    .tx((tx) => s.slots.hold(tx, { storeId, date, slot, ref }))
    .then(
      () => 'ok',
      (e: { code?: string }) => e.code ?? String(e)
    )

describe('delivery slots', () => {
  it('lists a store’s slots with room; slots too close to now are closed', async () => {
    const today = await slots('2026-11-22')
    expect(today.map((x) => x.slot)).toContain('18:00-20:00')
    expect(today.find((x) => x.slot === '09:00-11:00')).toMatchObject({ available: false, reason: '已截單' })
    expect(today.find((x) => x.slot === '14:00-16:00')).toMatchObject({ available: true, left: 20 })
    expect((await t.client.get('/v1/market/slots', { storeId, date: '2026-12-30' })).body.code).toBe(
      'VALIDATION'
    )
    expect((await t.client.get('/v1/market/slots', { storeId, date: 'tomorrow' })).body.code).toBe(
      'VALIDATION'
    )
    expect((await t.client.get('/v1/market/slots', { storeId: 999999, date: '2026-11-22' })).body.code).toBe(
      'NOT_FOUND'
    )
  })

  it('never overbooks a slot under concurrent holds, refuses a full one, and frees a hold once', async () => {
    await t.db.query(`UPDATE slot_plans SET capacity = 5 WHERE store_id = $1 AND slot = '20:00-22:00'`, [
      storeId
    ])
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => hold('20:00-22:00', `order:c${i}`))
    )
    expect(results.filter((r) => r === 'ok')).toHaveLength(5)
    expect(results.filter((r) => r === 'SLOT_FULL')).toHaveLength(25)
    const view = (await slots('2026-11-23')).find((x) => x.slot === '20:00-22:00')
    expect(view).toMatchObject({ booked: 5, left: 0, available: false, reason: '已約滿' })
    const held = results.findIndex((r) => r === 'ok')
    // The same ref again holds nothing more.
    expect(await hold('20:00-22:00', `order:c${held}`)).toBe('ok')
    expect(await t.db.tx((tx) => s.slots.release(tx, `order:c${held}`))).toBe(true)
    expect(await t.db.tx((tx) => s.slots.release(tx, `order:c${held}`))).toBe(false)
    expect((await slots('2026-11-23')).find((x) => x.slot === '20:00-22:00')?.left).toBe(1)
    expect(await hold('20:00-22:00', 'order:late')).toBe('ok')
    expect(await hold('20:00-22:00', 'order:later')).toBe('SLOT_FULL')
  })

  it('refuses a closed slot, a slot the store does not have and a day out of range', async () => {
    expect(await hold('09:00-11:00', 'order:x1', '2026-11-22')).toBe('SLOT_CLOSED')
    expect(await hold('03:00-04:00', 'order:x2')).toBe('VALIDATION')
    expect(await hold('14:00-16:00', 'order:x3', '2026-11-24')).toBe('VALIDATION')
  })
})
