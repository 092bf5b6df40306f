import { randomUUID } from 'node:crypto'
import type { OpsOrderDetail } from '@lotus/contract/ops'
import type { OrderDetail } from '@lotus/contract/order'
import type { PointsMallItem, PointsMallOrder } from '@lotus/contract/order-points'
import type { Page } from '@lotus/contract/page'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
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
import { staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/** Issue 39: a timeline step's note (the line under its title) in the reader's language; Chinese as it always was. */
let t: TestApp
let shop: Shop
let staff: StaffClient
const PW = '135790'
const CJK = /[\u3400-\u9fff]/u
const lang = (l: string) => ({ 'accept-language': l })

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: { ...ORDER_ENV, JOBS: 'off' } })
  shop = await setupShop(t, { stock: 100, price: 2000 })
  const key = (await t.db.one<{ seed_key: string }>('SELECT seed_key FROM merchants WHERE id = $1', [
    shop.mchId
  ]))!.seed_key
  staff = staffClient(t)
  await staff.login(`${key}-staff`, DEV_STAFF_PASSWORD)
})
afterAll(() => t.close())

async function withWallet(u: { userId: number; token: string }) {
  await t.client.postForm('/v1/appUser/setPayPassword', { password: PW }, { token: u.token })
  await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, 500000, $2)', [
    u.userId,
    t.clock.now()
  ])
}

/** A customer's paid delivery order (through the API: its hooks and refunds run). */
async function paidOrder() {
  const b = await buyer(t, shop, 2)
  await withWallet(b)
  const sub = await t.client.postJson(
    '/v1/store/order/submit',
    { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId },
    { token: b.token }
  )
  expect(sub.body.code).toBe('0000')
  const { orderId } = sub.body.data as { orderId: number }
  const paid = await t.client.postForm('/v1/pay/wallet', { orderId, password: PW }, { token: b.token })
  expect(paid.body.code).toBe('0000')
  return { ...b, orderId }
}

/** The order's timeline notes as its owner reads them, in `l` (none: no header, the default). */
async function notes(token: string, orderId: number, l?: string) {
  const r = await t.client.get(
    `/v1/store/order/${orderId}`,
    {},
    { token, ...(l ? { headers: lang(l) } : {}) }
  )
  expect(r.body.code).toBe('0000')
  return (r.body.data as OrderDetail).timeline.map((e) => e.note)
}

describe('timeline notes', () => {
  it('a shop’s rejection: its reason reads in English and Portuguese, the refund’s note too', async () => {
    const o = await paidOrder()
    expect((await staff.post('/board/reject', { orderId: o.orderId, reason: 'busy' })).body.code).toBe('0000')
    const zh = await notes(o.token, o.orderId)
    expect(zh.at(-1)).toBe('原因：商家拒單：太忙')
    expect(await notes(o.token, o.orderId, 'zh-Hant-MO')).toEqual(zh)
    expect((await notes(o.token, o.orderId, 'en')).at(-1)).toBe('Reason: declined by the shop: too busy')
    expect((await notes(o.token, o.orderId, 'pt-PT')).at(-1)).toBe(
      'Motivo: recusada pela loja: demasiado ocupada'
    )
    // the automatic refund's progress
    const refund = async (l?: string) =>
      (
        (
          await t.client.get(
            `/v1/store/order/${o.orderId}/refund`,
            {},
            { token: o.token, ...(l ? { headers: lang(l) } : {}) }
          )
        ).body.data as { timeline: Array<{ note: string | null }> }
      ).timeline.map((e) => e.note)
    expect(await refund()).toContain('取消訂單，自動退款')
    expect(await refund('en')).toContain('Order cancelled: refunded automatically')
    expect(await refund('pt')).toContain('Encomenda cancelada: reembolso automático')
    // support reads the same step in English in the console's order history
    const support = staffClient(t)
    await support.password('ops-support', DEV_STAFF_PASSWORD)
    await support.enrol()
    const h = await support.raw<OpsOrderDetail>('GET', '/ops/order', {
      query: { orderId: String(o.orderId) },
      headers: lang('en')
    })
    expect(h.body.code).toBe('0000')
    expect(h.body.data.events.at(-1)?.note).toBe('Reason: declined by the shop: too busy')
  })

  it('a customer’s cancel: a reason picked from the list is worded, one typed reads as written', async () => {
    const picked = await paidOrder()
    const typed = await paidOrder()
    const cancel = (o: { orderId: number; token: string }, reason: string) =>
      t.client.postForm('/v1/store/order/cancel', { id: o.orderId, reason }, { token: o.token })
    expect((await cancel(picked, '不想要了')).body.code).toBe('0000')
    expect((await cancel(typed, '臨時有事')).body.code).toBe('0000')
    expect((await notes(picked.token, picked.orderId)).at(-1)).toBe('不想要了')
    expect((await notes(picked.token, picked.orderId, 'en')).at(-1)).toBe('No longer wanted')
    expect((await notes(picked.token, picked.orderId, 'pt')).at(-1)).toBe('Já não quero')
    expect((await notes(typed.token, typed.orderId, 'en')).at(-1)).toBe('臨時有事')
  })

  it('a step stored before notes had keys keeps its text', async () => {
    const o = await paidOrder()
    expect((await staff.post('/board/reject', { orderId: o.orderId, reason: 'busy' })).body.code).toBe('0000')
    await t.db.query(
      `UPDATE order_events SET note_key = NULL, note_values = NULL WHERE order_id = $1 AND note IS NOT NULL`,
      [o.orderId]
    )
    expect((await notes(o.token, o.orderId, 'en')).at(-1)).toBe('原因：商家拒單：太忙')
  })

  it('a fruit order weighed: each line’s grams read in English and Portuguese', async () => {
    const s = (await t.db.one<{ id: number; lat: number; lng: number }>(
      // a fruit shop with two goods sold by weight
      `SELECT m.id, m.lat, m.lng FROM general_stores s JOIN merchants m ON m.id = s.merchant_id
       WHERE s.kind = 'fruit' AND (SELECT count(*) FROM goods g JOIN general_goods f ON f.goods_id = g.id
         WHERE g.merchant_id = m.id AND f.sell_by = 'weight' AND g.stock > 5) >= 2
       ORDER BY m.id LIMIT 1`
    ))!
    await t.db.query(
      `UPDATE merchants SET open_hours = '', is_open = true, min_order = 0, activities = '[]', delivery_range_m = 8000
       WHERE id = $1`,
      [s.id]
    )
    const goods = await t.db.many<{ id: number; grams: number }>(
      `SELECT g.id, f.unit_grams AS grams FROM goods g JOIN general_goods f ON f.goods_id = g.id
       WHERE g.merchant_id = $1 AND f.sell_by = 'weight' AND g.stock > 5 ORDER BY g.id LIMIT 2`,
      [s.id]
    )
    expect(goods).toHaveLength(2)
    const u = await createUser(t)
    const addressId = await addAddress(t, u.userId, near(s))
    await withWallet(u)
    await fillCart(
      t,
      u.userId,
      s.id,
      goods.map((g) => ({ goodsId: g.id, itemCount: 1, props: [] }))
    )
    const sub = await t.client.postJson(
      '/v1/general/order/submit',
      { clientKey: randomUUID(), mchId: s.id, addressId },
      { token: u.token }
    )
    expect(sub.body.code).toBe('0000')
    const { orderId } = sub.body.data as { orderId: number }
    const pay = await t.client.postForm('/v1/pay/wallet', { orderId, password: PW }, { token: u.token })
    expect(pay.body.code).toBe('0000')
    const key = (
      (await t.app.inject({ method: 'POST', url: '/api/dev/merchant/key', payload: { mchId: s.id } })).json()
        .data as { key: string }
    ).key
    const [a, b] = goods as [{ id: number; grams: number }, { id: number; grams: number }]
    const weighed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/general/weigh',
      headers: { 'x-merchant-key': key },
      payload: {
        orderId,
        lines: [
          { goodsId: a.id, finalGrams: a.grams },
          { goodsId: b.id, finalGrams: Math.round(b.grams * 0.95) }
        ]
      }
    })
    expect(weighed.json().code).toBe('0000')
    const b95 = Math.round(b.grams * 0.95)
    expect((await notes(u.token, orderId)).at(-1)).toBe(
      `實重 ${a.grams} 克（預估 ${a.grams} 克）；實重 ${b95} 克（預估 ${b.grams} 克）`
    )
    expect((await notes(u.token, orderId, 'en')).at(-1)).toBe(
      `Weighed ${a.grams} g (estimated ${a.grams} g); Weighed ${b95} g (estimated ${b.grams} g)`
    )
    expect((await notes(u.token, orderId, 'pt')).at(-1)).toBe(
      `Peso real ${a.grams} g (estimado ${a.grams} g); Peso real ${b95} g (estimado ${b.grams} g)`
    )
  })

  it('a points-mall exchange’s order: its note reads in English, the gift named as it is', async () => {
    const u = await createUser(t)
    await withWallet(u)
    await t.db.tx((tx) => servicesOf(t).points.earn(tx, u.userId, 5000, '測試獎勵', `seed:${u.userId}`))
    const items = (
      (await t.client.get('/v1/points/mall/items', { pageSize: 50 })).body.data as Page<PointsMallItem>
    ).list
    const gift = items.find((i) => i.kind === 'gift' && i.cash > 0 && i.points <= 5000)!
    const stores = (await t.client.get('/v1/market/stores')).body.data as Array<{ id: number }>
    const r = await t.client.postJson(
      '/v1/points/mall/exchange',
      { clientKey: randomUUID(), qty: 1, itemId: gift.id, way: 'pickup', storeId: stores[0]!.id },
      { token: u.token }
    )
    expect(r.body.code).toBe('0000')
    const { orderId } = r.body.data as PointsMallOrder
    expect(orderId).toEqual(expect.any(Number))
    const zh = await notes(u.token, orderId!)
    expect(zh[0]).toBe(`積分兌換：${gift.name}`)
    expect((await notes(u.token, orderId!, 'en'))[0]).toBe(`Points exchange: ${gift.name}`)
    expect((await notes(u.token, orderId!, 'pt'))[0]).toBe(`Troca de pontos: ${gift.name}`)
    // nothing else on the timeline is Chinese for an English reader
    const en = (await notes(u.token, orderId!, 'en')).filter((n): n is string => n !== null)
    expect(en.join(' ').replace(gift.name, '')).not.toMatch(CJK)
  })
})
