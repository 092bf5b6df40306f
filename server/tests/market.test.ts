import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  MarketAisle,
  MarketGoodsCard,
  MarketGoodsDetail,
  MarketGoodsPage,
  MarketHome,
  MarketReview,
  MarketStore,
  ReviewSummary
} from '@lotus/contract/market'
import type { Page } from '@lotus/contract/page'
import type { CartCalc } from '@lotus/contract/cart'
import { createUser, noonClock } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
let store: MarketStore

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock() })
  const r = await t.client.get('/v1/market/stores', { lat: 22.2105, lng: 113.5518 })
  store = (r.body.data as MarketStore[])[0] as MarketStore
})
afterAll(() => t.close())

const get = async <T>(path: string, params: Record<string, string | number> = {}) => {
  const r = await t.client.get(path, params)
  expect(r.body.code, JSON.stringify(r.body)).toBe('0000')
  return r.body.data as T
}
const code = async (path: string, params: Record<string, string | number> = {}) =>
  (await t.client.get(path, params)).body.code

describe('supermarket seed', () => {
  it('has ≥5 stores in Macau, ≥12 aisles, ≥300 goods with SKUs, reviews with photos and news', async () => {
    const stores = await get<MarketStore[]>('/v1/market/stores')
    expect(stores.length).toBeGreaterThanOrEqual(5)
    for (const s of stores) {
      expect(s.lat).toBeGreaterThan(22.1)
      expect(s.lat).toBeLessThan(22.22)
      expect(s.address).toMatch(/澳門|氹仔|路環|路氹/)
    }
    const aisles = await get<MarketAisle[]>('/v1/market/aisles')
    expect(aisles.length).toBeGreaterThanOrEqual(12)
    expect(aisles.every((a) => a.children.length > 0)).toBe(true)
    const n = await t.db.one<{ spus: number; skus: number; multi: number }>(
      `SELECT (SELECT COUNT(*)::int FROM market_spus) AS spus,
              (SELECT COUNT(*)::int FROM goods WHERE spu_id IS NOT NULL) AS skus,
              (SELECT COUNT(*)::int FROM (SELECT spu_id FROM goods WHERE spu_id IS NOT NULL GROUP BY spu_id
                 HAVING COUNT(*) > 1) x) AS multi`
    )
    expect(n?.spus).toBeGreaterThanOrEqual(300)
    expect(n?.skus).toBeGreaterThan(n?.spus ?? 0)
    expect(n?.multi).toBeGreaterThan(100)
    const photos = await t.db.one<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM market_reviews WHERE jsonb_array_length(images) > 0'
    )
    expect(photos?.n).toBeGreaterThan(50)
    const news = await get<Page<{ id: number }>>('/v1/market/news', { pageSize: 10 })
    expect(news.total).toBeGreaterThan(20)
    expect(news.hasMore).toBe(true)
  })
})

describe('store front and aisles', () => {
  it('answers the store front with aisles, deals and hot sellers; another vertical’s merchant is missing', async () => {
    const home = await get<MarketHome>('/v1/market/home', { mchId: store.id })
    expect(home.store.id).toBe(store.id)
    expect(home.aisles.length).toBeGreaterThanOrEqual(12)
    expect(home.deals.length).toBeGreaterThan(0)
    expect(
      home.deals.every((d) => d.originalPrice === null || d.skus.some((s) => s.originalPrice! > s.price))
    ).toBe(true)
    expect(home.banners.length).toBeGreaterThan(0)
    const takeaway = await t.db.one<{ id: number }>(
      `SELECT id FROM merchants WHERE NOT ('supermarket' = ANY(verticals)) ORDER BY id LIMIT 1`
    )
    expect(await code('/v1/market/home', { mchId: takeaway?.id ?? 1 })).toBe('NOT_FOUND')
    expect(await code('/v1/market/home', { mchId: 99999 })).toBe('NOT_FOUND')
    expect(await code('/v1/market/home', { mchId: 'x' })).toBe('VALIDATION')
  })

  it('lists a level-1 aisle with all its level-2 aisles, and a level-2 aisle alone', async () => {
    const [fresh] = await get<MarketAisle[]>('/v1/market/aisles')
    const all = await get<MarketGoodsPage>('/v1/market/goods', {
      mchId: store.id,
      aisleId: fresh!.id,
      pageSize: 50
    })
    const leaf = await get<MarketGoodsPage>('/v1/market/goods', {
      mchId: store.id,
      aisleId: fresh!.children[0]!.id,
      pageSize: 50
    })
    expect(all.total).toBeGreaterThan(leaf.total)
    expect(leaf.total).toBeGreaterThan(0)
    for (const g of all.list) {
      expect(g.mchId).toBe(store.id)
      expect(g.skus.length).toBeGreaterThan(0)
      expect(g.price).toBe(Math.min(...g.skus.map((s) => s.price)))
    }
  })

  it('searches by name or brand and sorts by price', async () => {
    const eggs = await get<MarketGoodsPage>('/v1/market/goods', { mchId: store.id, keyword: '雞蛋' })
    expect(eggs.list.length).toBeGreaterThan(0)
    expect(eggs.list.every((g) => g.name.includes('雞蛋'))).toBe(true)
    const brand = await get<MarketGoodsPage>('/v1/market/goods', { mchId: store.id, keyword: '李錦記' })
    expect(brand.list.every((g) => g.brand === '李錦記')).toBe(true)
    expect(brand.total).toBeGreaterThanOrEqual(3)
    // issue 39: by its English or Portuguese name as well
    const english = await get<MarketGoodsPage>('/v1/market/goods', { mchId: store.id, keyword: 'eggs' })
    expect(english.list.map((g) => g.name)).toContain('新鮮雞蛋')
    const portuguese = await get<MarketGoodsPage>('/v1/market/goods', { mchId: store.id, keyword: 'ovos' })
    expect(portuguese.list.map((g) => g.name)).toContain('新鮮雞蛋')
    expect(english.list.every((g) => g.name.includes('蛋'))).toBe(true)
    const none = await get<MarketGoodsPage>('/v1/market/goods', { mchId: store.id, keyword: '100%_\\' })
    expect(none.total).toBe(0)
    const asc = await get<MarketGoodsPage>('/v1/market/goods', {
      mchId: store.id,
      sort: 'priceAsc',
      pageSize: 50
    })
    const prices = asc.list.map((g) => g.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const stocked = await get<MarketGoodsPage>('/v1/market/goods', {
      mchId: store.id,
      inStock: '1',
      pageSize: 50
    })
    expect(stocked.list.every((g) => g.skus.some((s) => s.stock > 0))).toBe(true)
    expect(await code('/v1/market/goods', { mchId: store.id, sort: 'cheap' })).toBe('VALIDATION')
    expect(await code('/v1/market/goods', { mchId: store.id, keyword: 'x'.repeat(51) })).toBe('VALIDATION')
  })
})

describe('goods detail, reviews, similar', () => {
  it('shows each SKU with its own price, stock and limit, and a reviews summary that adds up', async () => {
    const row = await t.db.one<{ spu_id: number }>(
      `SELECT spu_id FROM goods WHERE merchant_id = $1 AND spu_id IS NOT NULL GROUP BY spu_id
       HAVING COUNT(*) > 1 AND (SELECT COUNT(*) FROM market_reviews r WHERE r.spu_id = goods.spu_id) >= 3
       ORDER BY spu_id LIMIT 1`,
      [store.id]
    )
    const d = await get<MarketGoodsDetail>(`/v1/market/goods/${row?.spu_id}`)
    expect(d.skus.length).toBeGreaterThan(1)
    expect(new Set(d.skus.map((s) => s.spec)).size).toBe(d.skus.length)
    const skuRows = await t.db.many<{ id: number; price: number; stock: number; limit_buy: number }>(
      'SELECT id, price, stock, limit_buy FROM goods WHERE spu_id = $1 ORDER BY sort, id',
      [d.id]
    )
    expect(d.skus.map((s) => [s.productId, s.price, s.stock, s.limitBuy])).toEqual(
      skuRows.map((r) => [r.id, r.price, r.stock, r.limit_buy])
    )
    expect(d.gallery.length).toBeGreaterThanOrEqual(2)
    expect(d.store.id).toBe(store.id)
    expect(d.reviews.count).toBeGreaterThanOrEqual(3)

    const all = await get<Page<MarketReview> & { summary: ReviewSummary }>(`/v1/market/goods/${d.id}/reviews`)
    expect(all.total).toBe(d.reviews.count)
    const photos = await get<Page<MarketReview>>(`/v1/market/goods/${d.id}/reviews`, { filter: 'photos' })
    expect(photos.total).toBe(d.reviews.withPhotos)
    expect(photos.list.every((r) => r.images.length > 0)).toBe(true)
    const good = await get<Page<MarketReview>>(`/v1/market/goods/${d.id}/reviews`, { filter: 'good' })
    expect(good.list.every((r) => r.star >= 4)).toBe(true)
    const bad = await get<Page<MarketReview>>(`/v1/market/goods/${d.id}/reviews`, { filter: 'bad' })
    expect(bad.list.every((r) => r.star <= 2)).toBe(true)
    expect(good.total + bad.total).toBeLessThanOrEqual(all.total)

    const similar = await get<MarketGoodsCard[]>(`/v1/market/goods/${d.id}/similar`)
    expect(similar.length).toBeGreaterThan(0)
    expect(similar.every((g) => g.id !== d.id && g.mchId === store.id)).toBe(true)
    expect(await code('/v1/market/goods/999999')).toBe('NOT_FOUND')
    expect(await code(`/v1/market/goods/${d.id}/reviews`, { filter: 'ugly' })).toBe('VALIDATION')
  })

  it('ranks hot sellers by units paid in the last 7 Macau days only', async () => {
    const before = await get<MarketGoodsCard[]>('/v1/market/hot', { mchId: store.id })
    expect(before.length).toBeGreaterThan(0)
    const pick = before[before.length - 1]!
    const old = before[before.length - 2]!
    const user = await t.db.one<{ id: number }>(
      `INSERT INTO users (area_code, phone, nickname, promotion_code, created_at, updated_at)
       VALUES ('853', '66000001', 'hot', 'HOT00001', 0, 0) RETURNING id`
    )
    const order = async (goodsId: number, n: number, paidAt: number, no: string) => {
      const o = await t.db.one<{ id: number }>(
        `INSERT INTO orders (order_no, user_id, merchant_id, vertical, fulfilment, client_key, request_hash, status,
           goods_amount, total, fee_lines, address, item_count, search_text, pay_deadline, paid_at, created_at, updated_at)
         VALUES ($1, $2, $3, 'supermarket', 'delivery', $1, 'h', 'completed', 100, 100, '[]', '{}', $4, '', $5, $5, $5, $5)
         RETURNING id`,
        [no, user?.id, store.id, n, paidAt]
      )
      await t.db.query(
        `INSERT INTO order_items (order_id, goods_id, name, item_count, unit_price, amount) VALUES ($1, $2, 'x', $3, 1, $3)`,
        [o?.id, goodsId, n]
      )
    }
    await order(pick.skus[0]!.productId, 500, t.clock.now() - 2 * 86_400_000, 'HOT1')
    await order(old.skus[0]!.productId, 900, t.clock.now() - 8 * 86_400_000, 'HOT2')
    const after = await get<MarketGoodsCard[]>('/v1/market/hot', { mchId: store.id })
    expect(after[0]).toMatchObject({ id: pick.id, sales: 500 })
    expect(after.find((g) => g.id === old.id)?.sales ?? 0).toBe(0)
  })
})

describe('SKUs in the cart', () => {
  it('prices each SKU on its own and caps it by its own limit and stock (spec §5), one line per SKU', async () => {
    const u = await createUser(t)
    const spu = await t.db.one<{ spu_id: number }>(
      `SELECT spu_id FROM goods WHERE merchant_id = $1 AND spu_id IS NOT NULL GROUP BY spu_id
       HAVING COUNT(*) > 1 ORDER BY spu_id LIMIT 1`,
      [store.id]
    )
    const [a, b] = await t.db.many<{ id: number; price: number }>(
      'SELECT id, price FROM goods WHERE spu_id = $1 ORDER BY sort, id',
      [spu?.spu_id]
    )
    await t.db.query('UPDATE goods SET limit_buy = 2, stock = 100, total_stock = 100 WHERE id = $1', [a!.id])
    await t.db.query('UPDATE goods SET limit_buy = 0, stock = 5, total_stock = 5 WHERE id = $1', [b!.id])
    const r = await t.client.postJson(
      '/v2/wm/cart/calc',
      {
        mchId: store.id,
        lat: store.lat,
        lng: store.lng,
        data: [
          { goodsId: a!.id, productId: a!.id, itemCount: 5, props: [] },
          { goodsId: b!.id, productId: b!.id, itemCount: 9, props: [] }
        ]
      },
      { token: u.token }
    )
    expect(r.body.code).toBe('0000')
    const calc = r.body.data as CartCalc
    const items = calc.cartInfo[0]!.items
    expect(items.map((i) => [i.productId, i.itemCount, i.unitPrice])).toEqual([
      [a!.id, 2, a!.price],
      [b!.id, 5, b!.price]
    ])
    expect(calc.warnMsg).toContain('最多購買2件')
    expect(calc.warnMsg).toContain('最多購買5件')
    expect(calc.result.goodsAmount).toBe(2 * a!.price + 5 * b!.price)
  })
})
