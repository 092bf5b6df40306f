import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CartCalc, CartLine } from '@lotus/contract/cart'
import { ellipsoidMeters } from '../src/modules/fee/ellipsoid.js'
import { createTestApp, login, testClock, type TestApp } from './helpers/test-app.js'

// 2025-01-15 12:00 Asia/Macau (UTC+8).
const NOON = Date.UTC(2025, 0, 15, 4, 0, 0)
const MCH = { lat: 22.1936, lng: 113.5399 }

let t: TestApp
let token: string
let otherToken: string
let mch: number
const g: Record<string, number> = {}

async function insertMerchant(
  t: TestApp,
  opts: { activities?: object[]; openHours?: string; minOrder?: number; packFee?: number; rangeM?: number }
) {
  const m = await t.db.one<{ id: number }>(
    `INSERT INTO merchants (city_code, name, verticals, category, district, address, lat, lng, open_hours, min_order,
                            delivery_fee, pack_fee, activities, delivery_range_m)
     VALUES ('MO', '測試餐廳', '{takeaway}', '測試', '澳門半島', '測試街 1 號', $1, $2, $3, $4, 1000, $5, $6, $7)
     RETURNING id`,
    [
      MCH.lat,
      MCH.lng,
      opts.openHours ?? '',
      opts.minOrder ?? 3000,
      opts.packFee ?? 200,
      JSON.stringify(opts.activities ?? []),
      opts.rangeM ?? 5000
    ]
  )
  const id = m?.id ?? 0
  // Bands: morning 500 base, lunch 800 base, 300 per started km beyond 1 km.
  await t.db.query(
    `INSERT INTO time_fee_bands (merchant_id, start_min, end_min, base_fee, per_km_fee, free_km, label) VALUES
     ($1, 0, 600, 500, 300, 1, '早間'), ($1, 600, 840, 800, 300, 1, '午市'), ($1, 840, 1440, 600, 300, 1, '晚間')`,
    [id]
  )
  const cat = await t.db.one<{ id: number }>(
    `INSERT INTO goods_categories (merchant_id, name) VALUES ($1, '主食') RETURNING id`,
    [id]
  )
  return { id, cat: cat?.id ?? 0 }
}

async function insertGoods(
  t: TestApp,
  m: { id: number; cat: number },
  name: string,
  o: { price: number; pack?: number; stock?: number; totalStock?: number; limit?: number; onSale?: boolean }
) {
  const r = await t.db.one<{ id: number }>(
    `INSERT INTO goods (merchant_id, category_id, name, price, pack_fee, stock, total_stock, limit_buy, on_sale)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      m.id,
      m.cat,
      name,
      o.price,
      o.pack ?? 0,
      o.stock ?? 1000,
      o.totalStock ?? o.stock ?? 1000,
      o.limit ?? 0,
      o.onSale ?? true
    ]
  )
  return r?.id ?? 0
}

beforeAll(async () => {
  t = await createTestApp({ clock: testClock(NOON) })
  const m = await insertMerchant(t, {
    activities: [
      { type: 'full_reduction', label: '滿50減5', threshold: 5000, reduce: 500 },
      { type: 'full_reduction', label: '滿100減15', threshold: 10000, reduce: 1500 },
      { type: 'delivery_free', label: '滿$300免配送費', threshold: 30000 }
    ]
  })
  mch = m.id
  g.rice = await insertGoods(t, m, '叉燒飯', { price: 4000, pack: 100 })
  g.tea = await insertGoods(t, m, '奶茶', { price: 2000 })
  g.limited = await insertGoods(t, m, '限購套餐', { price: 1000, stock: 50, limit: 2 })
  g.few = await insertGoods(t, m, '少量蛋撻', { price: 1000, stock: 5 })
  g.restocking = await insertGoods(t, m, '補貨中燒賣', { price: 1000, stock: 5, totalStock: 20 })
  g.soldOut = await insertGoods(t, m, '售罄菠蘿包', { price: 1000, stock: 0 })
  g.removed = await insertGoods(t, m, '下架豬扒', { price: 1000, onSale: false })
  const opt = await t.db.one<{ id: number }>(
    `INSERT INTO goods_options (goods_id, name, required, multi) VALUES ($1, '加料', false, true) RETURNING id`,
    [g.tea]
  )
  await t.db.query(
    `INSERT INTO goods_option_values (option_id, value, price_delta, sort) VALUES ($1, '珍珠', 500, 0), ($1, '椰果', 300, 1)`,
    [opt?.id]
  )
  token = (await login(t, '66000001')).token
  otherToken = (await login(t, '66000002')).token
})
afterAll(() => t.close())

const calc = async (body: object, tok = token) => {
  const r = await t.client.postJson(
    '/v2/wm/cart/calc',
    { mchId: mch, ...MCH, couponId: 0, redEnvelopeId: 0, ...body },
    { token: tok }
  )
  expect(r.res.statusCode).toBeLessThan(500)
  return r.body
}
const line = (goodsId: number, itemCount: number, props: CartLine['props'] = []): CartLine => ({
  goodsId,
  itemCount,
  props
})

describe('cart calc', () => {
  it('computes every fee line (lunch band, per-km, pack fee, full reduction)', async () => {
    // ~2.2 km north of the merchant: 2 started km beyond the 1 free km.
    const to = { lat: MCH.lat + 0.02, lng: MCH.lng }
    const d = Math.round(ellipsoidMeters(MCH.lat, MCH.lng, to.lat, to.lng))
    const body = await calc({
      ...to,
      data: [
        line(g.rice as number, 2),
        line(g.tea as number, 1, [{ name: '加料', values: [{ value: '珍珠' }, { value: '椰果' }] }])
      ]
    })
    expect(body.code).toBe('0000')
    const c = body.data as CartCalc
    const goods = 4000 * 2 + (2000 + 800)
    const delivery = 800 + 300 * Math.ceil((d - 1000) / 1000)
    const pack = 100 * 2 + 200
    expect(c.result).toMatchObject({
      goodsAmount: goods,
      packFee: pack,
      deliveryFee: delivery,
      fullReduction: 1500,
      distanceM: d,
      canSubmit: true,
      total: goods + pack + delivery - 1500
    })
    expect(c.result.feeLines.reduce((s, l) => s + l.amount, 0)).toBe(c.result.total)
    expect(c.result.deliveryFeeLabel).toContain('午市')
    expect(c.actInfo.label).toContain('<em>')
    expect(c.cartInfo[0]?.items.map((i) => i.unitPrice)).toEqual([4000, 2800])
    expect(c.warnMsg).toBeNull()
  })

  it('persists per user and merchant; data null reads it back', async () => {
    const mine = (await calc({ data: null })).data as CartCalc
    expect(mine.cartInfo[0]?.items.map((i) => [i.goodsId, i.itemCount])).toEqual([
      [g.rice, 2],
      [g.tea, 1]
    ])
    const other = (await calc({}, otherToken)).data as CartCalc
    expect(other.cartInfo[0]?.items).toEqual([])
    expect(other.result.canSubmit).toBe(false)
    const count = await t.client.get('/v1/store/cart/totalCount', { mchId: mch }, { token })
    expect(count.body.data).toBe(3)
  })

  it('does not rewrite an unchanged cart; a changed count, option or order replaces it', async () => {
    const rows = () =>
      t.db.many<{ id: number; goods_id: number; item_count: number }>(
        `SELECT c.id, c.goods_id, c.item_count FROM cart_lines c JOIN users u ON u.id = c.user_id
         WHERE u.phone = '66000001' AND c.merchant_id = $1 ORDER BY c.sort, c.id`,
        [mch]
      )
    const tea = [{ name: '加料', values: [{ value: '珍珠' }, { value: '椰果' }] }]
    const same = [line(g.rice as number, 2), line(g.tea as number, 1, tea)]
    expect((await calc({ data: same })).code).toBe('0000')
    const before = await rows()
    // the checkout quoting again with the same lines: the stored rows stay (same ids)
    expect((await calc({ data: same })).code).toBe('0000')
    expect(await rows()).toEqual(before)
    // a different count, a different option choice, a different order: each is stored
    expect((await calc({ data: [line(g.rice as number, 3), line(g.tea as number, 1, tea)] })).code).toBe(
      '0000'
    )
    expect((await rows()).map((r) => [r.goods_id, r.item_count])).toEqual([
      [g.rice, 3],
      [g.tea, 1]
    ])
    const pearl = [{ name: '加料', values: [{ value: '珍珠' }] }]
    const withPearl = (await calc({ data: [line(g.rice as number, 3), line(g.tea as number, 1, pearl)] }))
      .data as CartCalc
    expect(withPearl.cartInfo[0]?.items.map((i) => i.unitPrice)).toEqual([4000, 2500])
    await calc({ data: [line(g.tea as number, 1, pearl), line(g.rice as number, 3)] })
    expect((await rows()).map((r) => r.goods_id)).toEqual([g.tea, g.rice])
    // back to the cart the next tests expect
    await calc({ data: same })
    expect((await rows()).map((r) => [r.goods_id, r.item_count])).toEqual([
      [g.rice, 2],
      [g.tea, 1]
    ])
  })

  it('reports every cap in warnMsg and marks unavailable lines invalid', async () => {
    const c = (
      await calc({
        data: [
          line(g.rice as number, 500),
          line(g.limited as number, 3),
          line(g.few as number, 9),
          line(g.soldOut as number, 1),
          line(g.removed as number, 1)
        ]
      })
    ).data as CartCalc
    const items = c.cartInfo[0]?.items ?? []
    expect(items.map((i) => [i.itemCount, i.invalid])).toEqual([
      [300, null],
      [2, null],
      [5, null],
      [1, '已售罄'],
      [1, '商品已下架']
    ])
    expect(c.warnMsg).toContain('最多購買300件')
    expect(c.warnMsg).toContain('最多購買2件')
    expect(c.warnMsg).toContain('最多購買5件')
    expect(c.warnMsg).toContain('售罄菠蘿包 已售罄')
    expect(c.result.goodsAmount).toBe(300 * 4000 + 2 * 1000 + 5 * 1000)
    // Best tier (滿100減15) and free delivery over MOP 300.
    expect(c.result.fullReduction).toBe(1500)
    expect(c.result.deliveryFee).toBe(0)
  })

  // Drift: the server capped by stock alone while the app's stepper used totalStock (spec §5).
  it('caps by total stock when limitBuy is 0, as the app does', async () => {
    const c = (await calc({ data: [line(g.restocking as number, 25)] })).data as CartCalc
    expect(c.cartInfo[0]?.items[0]?.itemCount).toBe(20)
    expect(c.warnMsg).toContain('最多購買20件')
    const ok = (await calc({ data: [line(g.restocking as number, 20)] })).data as CartCalc
    expect(ok.cartInfo[0]?.items[0]?.itemCount).toBe(20)
    expect(ok.warnMsg ?? '').not.toContain('最多購買')
  })

  it('answers 0 for totalCount when logged out and clears a cart', async () => {
    const anon = await t.client.get('/v1/store/cart/totalCount', {})
    expect(anon.body).toMatchObject({ code: '0000', data: 0 })
    const cleared = await t.client.postForm('/v1/store/cart/clear', { mchId: mch }, { token })
    expect(cleared.body.code).toBe('0000')
    expect((await t.client.get('/v1/store/cart/totalCount', {}, { token })).body.data).toBe(0)
  })

  it('cart/add merges by product and options', async () => {
    const add = (body: object) => t.client.postJson('/v1/store/cart/add', { mchId: mch, ...body }, { token })
    const pearl = [{ name: '加料', values: [{ value: '珍珠' }] }]
    expect((await add({ goodsId: g.tea, itemCount: 1, props: pearl })).body.code).toBe('0000')
    await add({ goodsId: g.tea, itemCount: 3, props: pearl })
    const r = await add({ goodsId: g.tea, itemCount: 1, props: [] })
    const items = (r.body.data as CartCalc).cartInfo[0]?.items ?? []
    expect(items.map((i) => [i.itemCount, i.props.length])).toEqual([
      [3, 1],
      [1, 0]
    ])
    expect((await add({ goodsId: g.removed, itemCount: 1 })).body.code).toBe('GOODS_UNAVAILABLE')
    expect((await add({ goodsId: 999999, itemCount: 1 })).body.code).toBe('NOT_FOUND')
    expect((await add({ goodsId: g.tea, itemCount: -1 })).body.code).toBe('VALIDATION')
  })

  it('applies the best coupon and red envelope, or the chosen ones, never below zero', async () => {
    await calc({ data: [line(g.rice as number, 2)] })
    const best = (await t.client.postJson('/v2/wm/cart/calc', { mchId: mch, ...MCH }, { token })).body
      .data as CartCalc
    // Welcome set: 滿60減10, 滿100減20 (not met at MOP 80) and a MOP 5 red envelope.
    expect(best.coupons.map((c) => c.amount)).toEqual([1000])
    expect(best.result.couponAmount).toBe(1000)
    expect(best.result.redEnvelopeAmount).toBe(500)
    expect(best.couponId).toBe(best.coupons[0]?.id)
    const none = (await calc({})).data as CartCalc
    expect(none.result.total - best.result.total).toBe(1500)
    // A huge red envelope cannot take the total below 0.
    const uid = (await t.client.get('/v1/appUser/getUser', {}, { token })).body.data as { id: number }
    const huge = await t.db.one<{ id: number }>(
      `INSERT INTO coupons (user_id, type, name, amount, threshold, expires_at, created_at)
       VALUES ($1, 'redEnvelope', '大紅包', 10000000, 0, $2, $2) RETURNING id`,
      [uid.id, NOON + 86_400_000]
    )
    const zero = (await calc({ redEnvelopeId: huge?.id })).data as CartCalc
    expect(zero.result.total).toBe(0)
    expect(zero.result.redEnvelopeAmount).toBeLessThan(10000000)
    // Another user's coupon is simply not applicable.
    const others = (await calc({ redEnvelopeId: huge?.id }, otherToken)).data as CartCalc
    expect(others.result.redEnvelopeAmount).toBe(0)
  })

  it('refuses to submit out of range, when closed, or below the minimum', async () => {
    const far = (await calc({ lat: MCH.lat + 0.1, data: [line(g.rice as number, 2)] })).data as CartCalc
    expect(far.result.canSubmit).toBe(false)
    expect(far.warnMsg).toContain('超出配送範圍')
    const small = (await calc({ data: [line(g.tea as number, 1)] })).data as CartCalc
    expect(small.result).toMatchObject({ canSubmit: false, minOrder: 3000, gapToMin: 1000 })
    // Closed: open 22:00-02:00 (wraps midnight); it is noon.
    await t.db.query(`UPDATE merchants SET open_hours = '22:00-02:00' WHERE id = $1`, [mch])
    const closed = (await calc({ data: [line(g.rice as number, 2)] })).data as CartCalc
    expect(closed.result.canSubmit).toBe(false)
    expect(closed.warnMsg).toContain('休息')
    await t.db.query(`UPDATE merchants SET open_hours = '' WHERE id = $1`, [mch])
  })

  it('gives the new-user reduction until the user has a completed order', async () => {
    const m = await insertMerchant(t, {
      activities: [{ type: 'new_user', label: '新客立減8元', reduce: 800 }]
    })
    const rice = await insertGoods(t, m, '雞扒飯', { price: 4000 })
    const fresh = await login(t, '66000003')
    const quote = async () =>
      (await calc({ mchId: m.id, data: [line(rice, 1)] }, fresh.token)).data as CartCalc
    const first = await quote()
    expect(first.result.discount).toBe(800)
    expect(first.result.feeLines).toContainEqual({ label: '新客立減8元', amount: -800 })
    await t.db.query(
      `INSERT INTO orders (order_no, user_id, merchant_id, client_key, request_hash, status, goods_amount, total,
                           fee_lines, address, item_count, pay_deadline, created_at, updated_at)
       VALUES ('T-NEW-USER', $1, $2, 'k', 'h', 'completed', 4000, 4000, '[]', '{}', 1, 0, 0, 0)`,
      [fresh.user.id, m.id]
    )
    const again = await quote()
    expect(again.result.discount).toBe(0)
    expect(again.result.total).toBe(first.result.total + 800)
  })

  it('never answers 5xx to bad input', async () => {
    const bad: unknown[] = [
      {},
      { mchId: 'x', lat: 1, lng: 1 },
      { mchId: mch, lat: 100, lng: 1 },
      { mchId: mch, ...MCH, data: [{ goodsId: 1 }] },
      { mchId: mch, ...MCH, data: [{ goodsId: 1, itemCount: 1, props: [], extra: 1 }] },
      { mchId: 999999, ...MCH },
      { mchId: mch, ...MCH, addressId: 999999 },
      { mchId: mch, ...MCH, data: [{ goodsId: 999999, itemCount: 1, props: [] }] }
    ]
    for (const b of bad) {
      const r = await t.client.postJson('/v2/wm/cart/calc', b, { token })
      expect(r.res.statusCode).toBeLessThan(500)
    }
    expect((await t.client.postJson('/v2/wm/cart/calc', { mchId: mch, ...MCH })).body.code).toBe('401')
  })
})
