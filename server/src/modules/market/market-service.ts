import {
  type MarketAisle,
  type MarketGoodsCard,
  type MarketGoodsDetail,
  type MarketGoodsPage,
  type MarketHome,
  type MarketNews,
  type MarketPickupStore,
  type PickupPoint,
  type MarketReview,
  type MarketSku,
  type MarketSort,
  type MarketStore,
  type ReviewFilter,
  type ReviewSummary
} from '@lotus/contract/market'
import { spuImage } from '@lotus/contract/market-admin'
import type { Page } from '@lotus/contract/page'
import type { Clock } from '../../clock.js'
import { macauDayStart, toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { notFound } from '../../errors.js'
import { ellipsoidMeters } from '../fee/ellipsoid.js'

const DAY_MS = 86_400_000

interface SkuRow {
  id: number
  spec: string
  price: number
  original_price: number | null
  stock: number
  total_stock: number
  limit_buy: number
  member_price?: number | null
}

interface SpuRow {
  id: number
  merchant_id: number
  aisle_id: number
  name: string
  brand: string
  origin: string
  description: string
  tags: string[]
  gallery_size: number
  pickup: boolean
  delivery: boolean
  created_at: number
  sales: number
  skus: SkuRow[] | null
  /** uploaded in the console (issue 37); null: the drawn artwork */
  photo: string | null
}

interface StoreRow {
  id: number
  name: string
  address: string
  district: string
  lat: number
  lng: number
  open_hours: string
  phone: string
  notice: string
  tags: string[]
  chain: string | null
}

interface ReviewRow {
  id: number
  nickname: string
  star: number
  content: string
  images: string[]
  spec: string
  created_at: number
  reply: string | null
  reply_at: number | null
}

const SPU_SELECT = `
  SELECT s.id, s.merchant_id, s.aisle_id, s.name, s.brand, s.origin, s.description, s.tags, s.gallery_size,
         s.pickup, s.delivery, s.created_at, s.photo,
         (SELECT COALESCE(SUM(g.month_sales), 0)::int FROM goods g WHERE g.spu_id = s.id) AS sales,
         (SELECT jsonb_agg(jsonb_build_object('id', g.id, 'spec', g.spec, 'price', g.price,
                   'original_price', g.original_price, 'stock', g.stock, 'total_stock', g.total_stock,
                   'limit_buy', g.limit_buy, 'member_price', g.member_price) ORDER BY g.sort, g.id)
          FROM goods g WHERE g.spu_id = s.id AND g.on_sale) AS skus
  FROM market_spus s`

const MIN_PRICE = `(SELECT MIN(g.price) FROM goods g WHERE g.spu_id = s.id AND g.on_sale)`
const ORDER_BY: Record<MarketSort, string> = {
  default: 's.aisle_id, s.sort, s.id',
  sales: 'sales DESC, s.id',
  priceAsc: `${MIN_PRICE} ASC, s.id`,
  priceDesc: `${MIN_PRICE} DESC, s.id`,
  new: 's.created_at DESC, s.id'
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

function toSku(g: SkuRow): MarketSku {
  return {
    productId: g.id,
    spec: g.spec,
    price: g.price,
    originalPrice: g.original_price,
    stock: g.stock,
    totalStock: g.total_stock,
    limitBuy: g.limit_buy,
    memberPrice: g.member_price ?? null
  }
}

function toCard(r: SpuRow): MarketGoodsCard {
  const skus = (r.skus ?? []).map(toSku)
  const cheapest = skus.reduce<MarketSku | undefined>((a, b) => (!a || b.price < a.price ? b : a), undefined)
  return {
    id: r.id,
    mchId: r.merchant_id,
    name: r.name,
    brand: r.brand,
    image: spuImage(r.photo, skus[0]?.productId),
    price: cheapest?.price ?? 0,
    originalPrice: cheapest?.originalPrice ?? null,
    memberPrice: cheapest?.memberPrice ?? null,
    sales: r.sales,
    tags: r.tags,
    skus,
    soldOut: skus.every((s) => s.stock <= 0)
  }
}

const toReview = (r: ReviewRow): MarketReview => ({
  id: r.id,
  nickname: r.nickname,
  star: r.star,
  content: r.content,
  images: r.images,
  spec: r.spec,
  createdAt: toSeconds(Number(r.created_at)),
  // the shop's reply (issue 37), shown under the review as 商家回覆
  ...(r.reply ? { reply: { content: r.reply, at: toSeconds(Number(r.reply_at)) } } : {})
})

const toStore = (m: StoreRow, at?: { lat: number; lng: number }): MarketStore => ({
  id: m.id,
  name: m.name,
  address: m.address,
  district: m.district,
  lat: m.lat,
  lng: m.lng,
  openHours: m.open_hours,
  phone: m.phone,
  distanceM: at ? Math.round(ellipsoidMeters(at.lat, at.lng, m.lat, m.lng)) : 0,
  image: `/api/img/merchant/${m.id}.svg`,
  chain: m.chain
})

const paged = <T>(list: T[], q: { page: number; pageSize: number }, total: number): Page<T> => ({
  list,
  page: q.page,
  pageSize: q.pageSize,
  total,
  hasMore: q.page * q.pageSize < total
})

/** The supermarket catalogue: stores, aisles, goods with SKUs, reviews, weekly hot sellers, news. */
export function createMarketService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  /** The shared aisles, in the store's own order when one is named (set in the console, issue 37). */
  async function aisles(mchId?: number): Promise<MarketAisle[]> {
    const rows = await db.many<{ id: number; parent_id: number | null; name: string }>(
      `SELECT a.id, a.parent_id, a.name FROM market_aisles a
       LEFT JOIN market_aisle_sorts o ON o.aisle_id = a.id AND o.merchant_id = $1
       ORDER BY COALESCE(o.sort, a.sort), a.id`,
      [mchId ?? null]
    )
    return rows
      .filter((r) => r.parent_id === null)
      .map((p) => ({
        id: p.id,
        name: p.name,
        children: rows
          .filter((c) => c.parent_id === p.id)
          .map((c) => ({ id: c.id, name: c.name, children: [] }))
      }))
  }

  /** A supermarket store; any other id (or another vertical's merchant) → NOT_FOUND. */
  async function storeRow(mchId: number): Promise<StoreRow> {
    const m = await db.one<StoreRow>(
      `SELECT id, name, address, district, lat, lng, open_hours, phone, notice, tags, chain FROM merchants
       WHERE id = $1 AND 'supermarket' = ANY(verticals)`,
      [mchId]
    )
    if (!m) throw notFound('找不到超市')
    return m
  }

  async function goods(q: {
    mchId: number
    aisleId?: number | undefined
    keyword?: string | undefined
    sort: MarketSort
    inStock?: '0' | '1' | undefined
    page: number
    pageSize: number
  }): Promise<MarketGoodsPage> {
    await storeRow(q.mchId)
    const where = [
      's.merchant_id = $1',
      `($2::int IS NULL OR s.aisle_id = $2 OR s.aisle_id IN (SELECT id FROM market_aisles WHERE parent_id = $2))`,
      // issue 39: by its English and Portuguese names too (content words: a supermarket goods has no row of names)
      `($3::text IS NULL OR s.name ILIKE $3 OR s.brand ILIKE $3
        OR EXISTS (SELECT 1 FROM content_words w WHERE w.zh = s.name AND (w.name_en ILIKE $3 OR w.name_pt ILIKE $3)))`,
      `EXISTS (SELECT 1 FROM goods g WHERE g.spu_id = s.id AND g.on_sale${q.inStock === '1' ? ' AND g.stock > 0' : ''})`
    ].join(' AND ')
    const params = [q.mchId, q.aisleId ?? null, q.keyword ? `%${escapeLike(q.keyword)}%` : null]
    const count = await db.one<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM market_spus s WHERE ${where}`,
      params
    )
    const rows = await db.many<SpuRow>(
      `${SPU_SELECT} WHERE ${where} ORDER BY ${ORDER_BY[q.sort]} LIMIT $4 OFFSET $5`,
      [...params, q.pageSize, (q.page - 1) * q.pageSize]
    )
    return paged(rows.map(toCard), q, count?.n ?? 0)
  }

  async function reviewSummary(spuId: number): Promise<ReviewSummary> {
    const r = await db.one<{ count: number; good: number; bad: number; photos: number }>(
      `SELECT COUNT(*)::int AS count, COUNT(*) FILTER (WHERE star >= 4)::int AS good,
              COUNT(*) FILTER (WHERE star <= 2)::int AS bad,
              COUNT(*) FILTER (WHERE jsonb_array_length(images) > 0)::int AS photos
       FROM market_reviews WHERE spu_id = $1 AND hidden_at IS NULL`,
      [spuId]
    )
    const count = r?.count ?? 0
    return {
      count,
      good: r?.good ?? 0,
      bad: r?.bad ?? 0,
      withPhotos: r?.photos ?? 0,
      goodRate: count === 0 ? 100 : Math.round(((r?.good ?? 0) * 100) / count)
    }
  }

  /** Best sellers by units sold in the last 7 Asia/Macau days (today and the 6 before), from paid orders. */
  async function hot(mchId: number, limit = 20): Promise<MarketGoodsCard[]> {
    await storeRow(mchId)
    const since = macauDayStart(clock.now()) - 6 * DAY_MS
    const rows = await db.many<SpuRow & { week: number }>(
      `SELECT x.*, w.week FROM (${SPU_SELECT}) x
       JOIN LATERAL (
         SELECT COALESCE(SUM(oi.item_count), 0)::int AS week FROM order_items oi
         JOIN orders o ON o.id = oi.order_id JOIN goods g ON g.id = oi.goods_id
         WHERE g.spu_id = x.id AND o.paid_at IS NOT NULL AND o.paid_at >= $2
           AND o.status NOT IN ('cancelled', 'refunded')
       ) w ON true
       WHERE x.merchant_id = $1 AND x.skus IS NOT NULL ORDER BY w.week DESC, x.sales DESC, x.id LIMIT $3`,
      [mchId, since, limit]
    )
    return rows.map((r) => ({ ...toCard(r), sales: r.week }))
  }

  return {
    aisles,
    goods,
    hot,

    async stores(at: { lat: number; lng: number }): Promise<MarketStore[]> {
      const rows = await db.many<StoreRow>(
        `SELECT id, name, address, district, lat, lng, open_hours, phone, notice, tags, chain FROM merchants
         WHERE 'supermarket' = ANY(verticals) AND standing = 'active' ORDER BY id`
      )
      return rows.map((m) => toStore(m, at)).sort((a, b) => a.distanceM - b.distanceM || a.id - b.id)
    },

    /**
     * Where a self-pickup order of store `mchId` can be collected: that store (while it accepts pickup) and the
     * other stores of its chain that accept pickup and take orders; nearest to `at` (default: the store) first.
     */
    async pickupStores(mchId: number, at?: { lat?: number | undefined; lng?: number | undefined }) {
      const own = await storeRow(mchId)
      const rows = await db.many<StoreRow>(
        `SELECT id, name, address, district, lat, lng, open_hours, phone, notice, tags, chain FROM merchants
         WHERE 'supermarket' = ANY(verticals) AND accepts_pickup
           AND (id = $1 OR (is_open AND standing = 'active' AND chain IS NOT NULL AND chain = $2)) ORDER BY id`,
        [mchId, own.chain]
      )
      const from = { lat: at?.lat ?? own.lat, lng: at?.lng ?? own.lng }
      // each store's active pickup points (issue 37): the checkout offers only these
      const points = await db.many<PickupPoint & { merchant_id: number }>(
        `SELECT id, merchant_id, name, address, hours FROM pickup_points
         WHERE merchant_id = ANY($1::int[]) AND active ORDER BY id`,
        [rows.map((r) => r.id)]
      )
      return rows
        .map((m): MarketPickupStore => ({
          ...toStore(m, from),
          points: points
            .filter((p) => p.merchant_id === m.id)
            .map(({ id, name, address, hours }) => ({ id, name, address, hours }))
        }))
        .sort((a, b) => a.distanceM - b.distanceM || a.id - b.id)
    },

    async home(mchId: number): Promise<MarketHome> {
      const m = await storeRow(mchId)
      const deals = await db.many<SpuRow>(
        `${SPU_SELECT} WHERE s.merchant_id = $1 AND EXISTS (SELECT 1 FROM goods g WHERE g.spu_id = s.id
           AND g.on_sale AND g.stock > 0 AND g.original_price > g.price) ORDER BY s.aisle_id, s.sort LIMIT 10`,
        [mchId]
      )
      const news = await db.many<{ id: number; title: string }>(
        'SELECT id, title FROM market_news WHERE published ORDER BY created_at DESC, id DESC LIMIT 3'
      )
      return {
        store: { ...toStore(m), notice: m.notice, tags: m.tags },
        banners: news.map((n) => ({ title: n.title, image: `/api/img/merchant/${m.id}.svg`, newsId: n.id })),
        aisles: await aisles(mchId),
        deals: deals.map(toCard),
        hot: await hot(mchId, 6)
      }
    },

    async detail(spuId: number): Promise<MarketGoodsDetail> {
      const r = await db.one<SpuRow>(`${SPU_SELECT} WHERE s.id = $1`, [spuId])
      if (!r || !r.skus?.length) throw notFound('找不到商品')
      const m = await storeRow(r.merchant_id)
      const aisle = await db.one<{ name: string }>('SELECT name FROM market_aisles WHERE id = $1', [
        r.aisle_id
      ])
      const top = await db.many<ReviewRow>(
        'SELECT * FROM market_reviews WHERE spu_id = $1 AND hidden_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 3',
        [spuId]
      )
      const card = toCard(r)
      const drawn = Array.from(
        { length: r.gallery_size },
        (_, i) => `/api/img/goods/${card.skus[i % card.skus.length]?.productId ?? 0}.svg`
      )
      // an uploaded photo leads the gallery
      const gallery = r.photo ? [r.photo, ...drawn.slice(1)] : drawn
      return {
        ...card,
        aisleId: r.aisle_id,
        aisleName: aisle?.name ?? '',
        origin: r.origin,
        description: r.description,
        gallery,
        delivery: r.delivery,
        pickup: r.pickup,
        reviews: await reviewSummary(spuId),
        topReviews: top.map(toReview),
        store: { id: m.id, name: m.name, address: m.address }
      }
    },

    async reviews(
      spuId: number,
      q: { filter: ReviewFilter; page: number; pageSize: number }
    ): Promise<Page<MarketReview> & { summary: ReviewSummary }> {
      const spu = await db.one('SELECT 1 AS x FROM market_spus WHERE id = $1', [spuId])
      if (!spu) throw notFound('找不到商品')
      const cond = {
        all: 'true',
        photos: 'jsonb_array_length(images) > 0',
        good: 'star >= 4',
        bad: 'star <= 2'
      }[q.filter]
      const count = await db.one<{ n: number }>(
        `SELECT COUNT(*)::int AS n FROM market_reviews WHERE spu_id = $1 AND hidden_at IS NULL AND ${cond}`,
        [spuId]
      )
      const rows = await db.many<ReviewRow>(
        `SELECT * FROM market_reviews WHERE spu_id = $1 AND hidden_at IS NULL AND ${cond}
         ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [spuId, q.pageSize, (q.page - 1) * q.pageSize]
      )
      return { ...paged(rows.map(toReview), q, count?.n ?? 0), summary: await reviewSummary(spuId) }
    },

    /** Goods of the same aisle (then its sibling aisles) in the same store, best sellers first. */
    async similar(spuId: number): Promise<MarketGoodsCard[]> {
      const s = await db.one<{ merchant_id: number; aisle_id: number }>(
        'SELECT merchant_id, aisle_id FROM market_spus WHERE id = $1',
        [spuId]
      )
      if (!s) throw notFound('找不到商品')
      const rows = await db.many<SpuRow>(
        `${SPU_SELECT} WHERE s.merchant_id = $1 AND s.id <> $2 AND (s.aisle_id = $3 OR s.aisle_id IN
           (SELECT id FROM market_aisles WHERE parent_id = (SELECT parent_id FROM market_aisles WHERE id = $3)))
         ORDER BY (s.aisle_id = $3) DESC, sales DESC, s.id LIMIT 20`,
        [s.merchant_id, spuId, s.aisle_id]
      )
      return rows.map(toCard)
    },

    async news(q: { page: number; pageSize: number }): Promise<Page<MarketNews>> {
      const count = await db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM market_news WHERE published')
      const rows = await db.many<{
        id: number
        title: string
        summary: string
        body: string
        created_at: number
      }>('SELECT * FROM market_news WHERE published ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2', [
        q.pageSize,
        (q.page - 1) * q.pageSize
      ])
      return paged(
        rows.map((r) => ({
          id: r.id,
          title: r.title,
          summary: r.summary,
          body: r.body,
          createdAt: toSeconds(Number(r.created_at))
        })),
        q,
        count?.n ?? 0
      )
    },

    async newsItem(id: number): Promise<MarketNews> {
      const r = await db.one<{
        id: number
        title: string
        summary: string
        body: string
        created_at: number
      }>('SELECT * FROM market_news WHERE id = $1 AND published', [id])
      if (!r) throw notFound('找不到資訊')
      return {
        id: r.id,
        title: r.title,
        summary: r.summary,
        body: r.body,
        createdAt: toSeconds(Number(r.created_at))
      }
    }
  }
}

export type MarketService = ReturnType<typeof createMarketService>
