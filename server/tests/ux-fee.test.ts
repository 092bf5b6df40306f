import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CartCalc } from '@lotus/contract/cart'
import { deliveryFeeText } from '@lotus/contract/delivery-fee'
import { createTestApp, login, testClock, type TestApp } from './helpers/test-app.js'

// 2025-01-15 19:00 Asia/Macau: the 晚市 band (base + MOP 2, per-km beyond 3 km).
const EVENING = Date.UTC(2025, 0, 15, 11, 0, 0)
// About 3.6 km north of Senado Square: the per-km part of the band applies.
const FAR = { lat: 22.2264, lng: 113.5399 }

let t: TestApp
let token: string
interface M {
  id: number
  name: string
  deliveryFee: number
}

beforeAll(async () => {
  t = await createTestApp({ clock: testClock(EVENING) })
  token = (await login(t, '66008801')).token
})
afterAll(() => t.close())

describe('delivery fee is never a surprise (issue 8 §6)', () => {
  it('list, merchant header and cart quote agree on the fee for the same point and time', async () => {
    const list = (
      await t.client.get('/v1/store/merchant/list', { ...FAR, vertical: 'takeaway', pageSize: 50 })
    ).body.data as { list: M[] }
    const m = list.list.find((x) => x.name === '麗記茶餐廳')
    if (!m) throw new Error('seed merchant missing')
    const base = await t.db.one<{ delivery_fee: number }>(
      'SELECT delivery_fee FROM merchants WHERE id = $1',
      [m.id]
    )
    // The band fee at this time and distance, not the flat base the list showed before.
    expect(m.deliveryFee).toBeGreaterThan(base?.delivery_fee ?? 0)
    const detail = (await t.client.get(`/v1/store/merchant/${m.id}`, FAR)).body.data as M
    expect(detail.deliveryFee).toBe(m.deliveryFee)
    const menu = (await t.client.get(`/v1/store/merchant/${m.id}/menu`)).body.data as {
      categories: Array<{ goods: Array<{ id: number; stock: number; options?: unknown[] }> }>
    }
    const goods = menu.categories
      .flatMap((c) => c.goods)
      .find((g) => g.stock > 0 && !(g.options ?? []).length)
    if (!goods) throw new Error('no plain goods')
    const r = await t.client.postJson(
      '/v2/wm/cart/calc',
      {
        mchId: m.id,
        ...FAR,
        couponId: 0,
        redEnvelopeId: 0,
        data: [{ goodsId: goods.id, itemCount: 1, props: [] }]
      },
      { token }
    )
    const calc = r.body.data as CartCalc
    expect(calc.result.deliveryFee).toBe(m.deliveryFee)
    expect(deliveryFeeText(calc.result.deliveryFee)).toBe(deliveryFeeText(m.deliveryFee))
  })

  it('one text for every screen', () => {
    expect(deliveryFeeText(0)).toBe('免配送費')
    expect(deliveryFeeText(1700)).toBe('配送費 MOP 17')
    expect(deliveryFeeText(1550, { from: true })).toBe('配送費 MOP 15.5 起')
  })
})
