import { AGE_MESSAGES, adultStatusOf, birthDateProblem } from '@lotus/contract/age'
import {
  GENERAL_KIND_TEXT,
  GENERAL_KINDS,
  type AgeView,
  type GeneralCategory,
  type GeneralFacts,
  type GeneralGoods,
  type GeneralHome,
  type GeneralKind,
  type GeneralStore,
  type GeneralStorePage
} from '@lotus/contract/general'
import { macauMonth } from '@lotus/contract/macau-time'
import type { WeightPolicy } from '@lotus/contract/weight'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound, validation } from '../../errors.js'
import { loadGoods, type Goods } from '../catalogue/goods.js'
import { distanceSql } from '../geo/distance.js'
import { currentDeliveryFee, type MerchantRowBase, type Paged } from '../merchant/merchant-service.js'
import { macauMinuteOfDay } from '@lotus/contract/macau-time'
import type { OrderService, SubmitResult } from '../order/order-service.js'
import { createAgeGate, type AgeGate } from '../identity/age-gate.js'

interface StoreRow {
  id: number
  name: string
  kind: GeneralKind
  district: string
  address: string
  star: number
  month_sales: number
  min_order: number
  delivery_fee: number
  delivery_minutes: number
  weight_policy: WeightPolicy
  is_open: boolean
  activities: GeneralStore['activities']
  tags: string[]
  notice: string
  distance: number | null
  lat: number
  lng: number
  bands: MerchantRowBase['bands']
}

interface FactsRow {
  goods_id: number
  sell_by: GeneralFacts['sellBy']
  price_per_500g: number | null
  unit_grams: number | null
  season: string | null
  season_months: number[]
  origin: string | null
  alcohol: boolean
  gift_set: boolean
  merchant_id: number
  merchant_name: string
  category: string
}

/** The fee checkout charges now (the time band's, at the store's distance; from the store itself if unknown). */
const toStore = (r: StoreRow, minute: number): GeneralStore => ({
  id: r.id,
  name: r.name,
  logo: `/api/img/merchant/${r.id}.svg`,
  kind: r.kind,
  kindText: GENERAL_KIND_TEXT[r.kind],
  district: r.district,
  address: r.address,
  star: r.star,
  monthSales: r.month_sales,
  minOrder: r.min_order,
  deliveryFee: currentDeliveryFee({ ...r, distance: r.distance ?? 0 }, minute),
  deliveryMinutes: r.delivery_minutes,
  distanceM: r.distance === null ? null : Math.round(r.distance),
  weightPolicy: r.weight_policy,
  isOpen: r.is_open,
  activities: r.activities,
  tags: r.tags,
  notice: r.notice
})

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

const STORE_SELECT = (distance: string) => `SELECT m.id, m.name, s.kind, m.district, m.address, m.star,
  m.month_sales, m.min_order, m.delivery_fee, m.delivery_minutes, s.weight_policy, m.is_open, m.activities, m.tags, m.notice,
  m.lat, m.lng, (SELECT json_agg(json_build_object('startMin', b.start_min, 'endMin', b.end_min, 'baseFee', b.base_fee,
    'perKmFee', b.per_km_fee, 'freeKm', b.free_km))
    FROM time_fee_bands b WHERE b.merchant_id = m.id) AS bands, ${distance} AS distance
  FROM general_stores s JOIN merchants m ON m.id = s.merchant_id`

/** The general store's catalogue, the age declaration and the order submit of the general vertical. */
export function createGeneralService(deps: {
  db: Db
  clock: Clock
  orders: OrderService
  ageGate?: AgeGate
}) {
  const { db, clock, orders } = deps
  const ageGate = deps.ageGate ?? createAgeGate()

  /** Goods with their general facts; `where` on g.* with $n parameters. */
  async function goodsWhere(
    t: Db,
    where: string,
    params: unknown[],
    order?: string
  ): Promise<GeneralGoods[]> {
    const goods = await loadGoods(
      t,
      `g.merchant_id IN (SELECT merchant_id FROM general_stores) AND ${where}`,
      params,
      order
    )
    return withFacts(t, goods)
  }

  async function withFacts(t: Db, goods: Array<Goods & { merchantId: number }>): Promise<GeneralGoods[]> {
    if (goods.length === 0) return []
    const facts = await t.many<FactsRow>(
      `SELECT g.id AS goods_id, COALESCE(f.sell_by, 'unit') AS sell_by, f.price_per_500g, f.unit_grams, f.season,
         COALESCE(f.season_months, '{}') AS season_months, f.origin, COALESCE(f.alcohol, false) AS alcohol,
         COALESCE(f.gift_set, false) AS gift_set, g.merchant_id, m.name AS merchant_name, c.name AS category
       FROM goods g JOIN merchants m ON m.id = g.merchant_id JOIN goods_categories c ON c.id = g.category_id
       LEFT JOIN general_goods f ON f.goods_id = g.id WHERE g.id = ANY($1::int[])`,
      [goods.map((g) => g.id)]
    )
    const by = new Map(facts.map((f) => [f.goods_id, f]))
    return goods.flatMap((g) => {
      const f = by.get(g.id)
      if (!f) return []
      const { merchantId: _m, ...rest } = g
      return [
        {
          ...rest,
          mchId: f.merchant_id,
          mchName: f.merchant_name,
          category: f.category,
          sellBy: f.sell_by,
          pricePer500g: f.price_per_500g,
          unitGrams: f.unit_grams,
          season: f.season,
          seasonMonths: f.season_months,
          origin: f.origin,
          alcohol: f.alcohol,
          giftSet: f.gift_set,
          saving: g.originalPrice !== null && g.originalPrice > g.price ? g.originalPrice - g.price : 0
        }
      ]
    })
  }

  async function stores(q: {
    kind?: GeneralKind | undefined
    keyword?: string | undefined
    lat?: number | undefined
    lng?: number | undefined
    excludeId?: number
    page: number
    pageSize: number
  }): Promise<Paged<GeneralStore>> {
    const hasPoint = q.lat !== undefined && q.lng !== undefined
    const params: unknown[] = [
      q.kind ?? null,
      q.keyword ? `%${escapeLike(q.keyword)}%` : null,
      q.excludeId ?? 0
    ]
    let distance = 'NULL::float8'
    if (hasPoint) {
      params.push(q.lat, q.lng)
      distance = distanceSql('$4', '$5', 'm.lat', 'm.lng')
    }
    const where = `($1::text IS NULL OR s.kind = $1) AND m.id <> $3 AND m.standing = 'active' AND ($2::text IS NULL OR m.name ILIKE $2
      OR EXISTS (SELECT 1 FROM goods g WHERE g.merchant_id = m.id AND g.on_sale AND g.name ILIKE $2))`
    const count = await db.one<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM general_stores s JOIN merchants m ON m.id = s.merchant_id WHERE ${where}`,
      params.slice(0, 3)
    )
    params.push(q.pageSize, (q.page - 1) * q.pageSize)
    const n = params.length
    const rows = await db.many<StoreRow>(
      `${STORE_SELECT(distance)} WHERE ${where}
       ORDER BY ${hasPoint ? 'distance,' : ''} m.star DESC, m.id LIMIT $${n - 1} OFFSET $${n}`,
      params
    )
    const total = count?.n ?? 0
    return {
      list: rows.map((r) => toStore(r, macauMinuteOfDay(clock.now()))),
      page: q.page,
      pageSize: q.pageSize,
      total,
      hasMore: q.page * q.pageSize < total
    }
  }

  async function storeRow(id: number): Promise<StoreRow> {
    const r = await db.one<StoreRow>(`${STORE_SELECT('NULL::float8')} WHERE m.id = $1`, [id])
    if (!r) throw notFound('找不到商家')
    return r
  }

  /** What the 18+ rule says now: the verified identity's birth date, else the declared one (age-gate.ts). */
  async function ageView(userId: number): Promise<AgeView> {
    const { birthDate, verified } = await ageGate.birthDateOf(db, userId)
    const status = adultStatusOf(birthDate, clock.now())
    return { status, birthDate, verified, message: status === 'adult' ? null : AGE_MESSAGES[status] }
  }

  return {
    async home(point: { lat?: number | undefined; lng?: number | undefined }): Promise<GeneralHome> {
      const cats = await db.many<{ kind: GeneralKind; stores: number; goods: number }>(
        `SELECT s.kind, COUNT(DISTINCT s.merchant_id)::int AS stores, COUNT(g.id)::int AS goods
         FROM general_stores s LEFT JOIN goods g ON g.merchant_id = s.merchant_id AND g.on_sale GROUP BY s.kind`
      )
      const categories: GeneralCategory[] = GENERAL_KINDS.map((kind) => {
        const c = cats.find((x) => x.kind === kind)
        return { kind, name: GENERAL_KIND_TEXT[kind], storeCount: c?.stores ?? 0, goodsCount: c?.goods ?? 0 }
      }).filter((c) => c.storeCount > 0)
      const month = macauMonth(clock.now())
      const seasonal = await goodsWhere(
        db,
        'g.id IN (SELECT goods_id FROM general_goods WHERE $1 = ANY(season_months)) AND g.stock > 0',
        [month],
        'g.month_sales DESC, g.id LIMIT 8'
      )
      const discounts = await goodsWhere(
        db,
        'g.original_price > g.price AND g.stock > 0',
        [],
        '(g.original_price - g.price) DESC, g.id LIMIT 6'
      )
      const near = await stores({ ...point, page: 1, pageSize: 10 })
      return { categories, seasonal, discounts, stores: near.list }
    },

    stores,

    async store(id: number): Promise<GeneralStorePage> {
      const store = toStore(await storeRow(id), macauMinuteOfDay(clock.now()))
      const goods = await goodsWhere(db, 'g.merchant_id = $1', [id])
      const cats = await db.many<{ id: number; name: string }>(
        'SELECT id, name FROM goods_categories WHERE merchant_id = $1 ORDER BY sort, id',
        [id]
      )
      const categories = cats
        .map((c) => {
          const list = goods.filter((g) => g.categoryId === c.id)
          return { id: c.id, name: c.name, count: list.length, goods: list }
        })
        .filter((c) => c.goods.length > 0)
      const discounted = goods.filter((g) => g.saving > 0).sort((a, b) => b.saving - a.saving || a.id - b.id)
      return { store, categories, discounted }
    },

    /** Goods across stores (search, a store's search, a kind). */
    async goods(q: {
      kind?: GeneralKind | undefined
      keyword?: string | undefined
      mchId?: number | undefined
      page: number
      pageSize: number
    }): Promise<Paged<GeneralGoods>> {
      const where = `($1::text IS NULL OR g.name ILIKE $1 OR g.description ILIKE $1)
        AND ($2::int IS NULL OR g.merchant_id = $2)
        AND ($3::text IS NULL OR g.merchant_id IN (SELECT merchant_id FROM general_stores WHERE kind = $3))`
      const params = [q.keyword ? `%${escapeLike(q.keyword)}%` : null, q.mchId ?? null, q.kind ?? null]
      const all = await goodsWhere(db, where, params, 'g.month_sales DESC, g.id')
      const list = all.slice((q.page - 1) * q.pageSize, q.page * q.pageSize)
      return {
        list,
        page: q.page,
        pageSize: q.pageSize,
        total: all.length,
        hasMore: q.page * q.pageSize < all.length
      }
    },

    async goodsDetail(id: number): Promise<GeneralGoods> {
      const [g] = await goodsWhere(db, 'g.id = $1', [id])
      if (!g) throw notFound('找不到商品')
      return g
    },

    /** Fruit by season and origin: this month's (or the given month's) fruit first, then the rest. */
    async fruit(q: { month?: number | undefined; origin?: string | undefined }) {
      const month = q.month ?? macauMonth(clock.now())
      const list = await goodsWhere(
        db,
        `g.merchant_id IN (SELECT merchant_id FROM general_stores WHERE kind = 'fruit')
         AND g.id IN (SELECT goods_id FROM general_goods WHERE sell_by IN ('weight', 'box')
           AND ($1::text IS NULL OR origin = $1))`,
        [q.origin ?? null],
        'g.month_sales DESC, g.id'
      )
      const inSeason = list.filter((g) => g.seasonMonths.includes(month))
      const origins = [...new Set(list.map((g) => g.origin).filter((o): o is string => o !== null))].sort()
      return { month, inSeason, others: list.filter((g) => !g.seasonMonths.includes(month)), origins }
    },

    /** Discounted goods across stores, biggest saving first. */
    async discounts(q: { kind?: GeneralKind | undefined; page: number; pageSize: number }) {
      const list = await goodsWhere(
        db,
        `g.original_price > g.price AND ($1::text IS NULL OR
          g.merchant_id IN (SELECT merchant_id FROM general_stores WHERE kind = $1))`,
        [q.kind ?? null],
        '(g.original_price - g.price) DESC, g.id'
      )
      const page = list.slice((q.page - 1) * q.pageSize, q.page * q.pageSize)
      return {
        list: page,
        page: q.page,
        pageSize: q.pageSize,
        total: list.length,
        hasMore: q.page * q.pageSize < list.length
      }
    },

    /** Stores of the same kind, nearest to this one first. */
    async similar(id: number): Promise<GeneralStore[]> {
      const s = await db.one<{ kind: GeneralKind; lat: number; lng: number }>(
        'SELECT s.kind, m.lat, m.lng FROM general_stores s JOIN merchants m ON m.id = s.merchant_id WHERE m.id = $1',
        [id]
      )
      if (!s) throw notFound('找不到商家')
      return (await stores({ kind: s.kind, lat: s.lat, lng: s.lng, excludeId: id, page: 1, pageSize: 10 }))
        .list
    },

    ageView,

    /** Declares the birth date once (a later change goes through identity verification). */
    async declareBirth(userId: number, birthDate: string): Promise<AgeView> {
      const problem = birthDateProblem(birthDate, clock.now())
      if (problem) throw validation(problem)
      // A verified identity's birth date is the one that counts: nothing to declare.
      if ((await ageGate.birthDateOf(db, userId)).verified) return ageView(userId)
      await db.tx(async (t) => {
        const u = await t.one<{ declared_birth_date: string | null }>(
          'SELECT declared_birth_date FROM users WHERE id = $1 FOR UPDATE',
          [userId]
        )
        if (u?.declared_birth_date && u.declared_birth_date !== birthDate) {
          throw new AppError(ErrorCode.VALIDATION, '出生日期已申報，如需更改請完成實名認證')
        }
        await t.query('UPDATE users SET declared_birth_date = $2, birth_declared_at = $3 WHERE id = $1', [
          userId,
          birthDate,
          clock.now()
        ])
      })
      return ageView(userId)
    },

    /** Places the general order for the stored cart of one general store (alcohol checked by the order service). */
    async submit(
      userId: number,
      input: { clientKey: string; mchId: number; addressId: number; remark?: string | undefined }
    ): Promise<SubmitResult> {
      await storeRow(input.mchId)
      return db.tx((t) =>
        orders.placeIn(t, userId, input, { vertical: 'general', fulfilment: 'delivery', lines: null })
      )
    }
  }
}

export type GeneralService = ReturnType<typeof createGeneralService>
