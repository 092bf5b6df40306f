import type { Clock } from '../../clock.js'
import { toTraditional } from '../../i18n/search-text.js'
import type { Db } from '../../db/db.js'
import { distanceSql } from '../geo/distance.js'
import { ellipsoidMeters } from '../fee/ellipsoid.js'
import { bandAtMinute, deliveryFeeFor, type FeeBandRule } from '@lotus/contract/delivery-fee'
import { isShopOpenAt } from '@lotus/contract/open-hours'
import { macauMinuteOfDay } from '@lotus/contract/macau-time'
import type { MerchantSort } from '@lotus/contract/merchant'
import type { Merchant } from '@lotus/contract/merchant'
import type { Page } from '@lotus/contract/page'
import type { City } from '@lotus/contract/geo'
import type { Vertical } from '@lotus/contract/verticals'
export type { Merchant }
export type Paged<T> = Page<T>

interface MerchantRow {
  id: number
  name: string
  verticals: Vertical[]
  category: string
  district: string
  address: string
  lat: number
  lng: number
  distance: number
  star: number
  month_sales: number
  avg_price: number
  delivery_fee: number
  min_order: number
  delivery_minutes: number
  tags: string[]
  open_hours: string
  is_open: boolean
  /** issue 37: Macau days closed, and a busy pause's end (ms) */
  holidays: string[]
  paused_until: number | null
  /** the merchant's time-of-day fee bands (none: flat fee) */
  bands: FeeBandRule[] | null
  total: number
}

export interface MerchantQuery {
  lat: number
  lng: number
  page: number
  pageSize: number
  vertical?: string
  city?: string
  keyword?: string
  sort?: MerchantSort
  category?: string
  freeDelivery?: boolean
  hasDiscount?: boolean
  minStar?: number
}

/** ORDER BY per sort; every order ends with distance then id so pages never overlap. */
const SORT_SQL: Record<MerchantSort, string> = {
  // Rating and sales weighed against distance: a 4.8-star shop 1 km away beats a 4.0 one next door.
  smart: '(star * 1000 + ln(month_sales + 1) * 100 - distance / 5) DESC, distance, id',
  distance: 'distance, id',
  rating: 'star DESC, distance, id',
  sales: 'month_sales DESC, distance, id',
  deliveryFee: 'distance, id', // sorted in list() by the fee checkout charges now
  minOrder: 'min_order, distance, id'
}

/** The columns toMerchant needs, for other modules' queries (add the distance column yourself). */
export const MERCHANT_COLUMNS = `id, name, verticals, category, district, address, lat, lng, star, month_sales, avg_price,
  delivery_fee, min_order, delivery_minutes, tags, open_hours, is_open, holidays, paused_until,
  (SELECT json_agg(json_build_object('startMin', b.start_min, 'endMin', b.end_min, 'baseFee', b.base_fee,
     'perKmFee', b.per_km_fee, 'freeKm', b.free_km))
   FROM time_fee_bands b WHERE b.merchant_id = merchants.id) AS bands`

export type MerchantRowBase = Omit<MerchantRow, 'total'>

/**
 * Issue 8 §6: the delivery fee a list or header shows is the one checkout charges now — the current
 * time band's fee at the distance the cart calculator measures (ellipsoid) from the given point.
 */
export function currentDeliveryFee(
  r: Pick<MerchantRowBase, 'bands' | 'delivery_fee' | 'lat' | 'lng' | 'distance'>,
  minute: number,
  point?: { lat: number; lng: number }
): number {
  const band = r.bands && bandAtMinute(r.bands, minute)
  if (!band) return r.delivery_fee
  const distanceM = point ? Math.round(ellipsoidMeters(r.lat, r.lng, point.lat, point.lng)) : r.distance
  return deliveryFeeFor(band, distanceM)
}

/** Open now: taking orders (not suspended) and open by its hours, holidays and busy pause (contract rule). */
export const openNow = (
  r: Pick<MerchantRowBase, 'is_open' | 'open_hours' | 'holidays' | 'paused_until'>,
  nowMs: number
): boolean =>
  r.is_open &&
  isShopOpenAt({ openHours: r.open_hours, holidays: r.holidays, pausedUntil: r.paused_until }, nowMs)

export function toMerchant(
  r: MerchantRowBase,
  nowMs: number,
  point?: { lat: number; lng: number }
): Merchant {
  const minute = macauMinuteOfDay(nowMs)
  return {
    id: r.id,
    name: r.name,
    logo: `/api/img/merchant/${r.id}.svg`,
    vertical: r.verticals[0] ?? 'general',
    verticals: r.verticals,
    category: r.category,
    district: r.district,
    address: r.address,
    lat: r.lat,
    lng: r.lng,
    distance: r.distance,
    star: r.star,
    monthSales: r.month_sales,
    avgPrice: r.avg_price,
    deliveryFee: currentDeliveryFee(r, minute, point),
    minOrder: r.min_order,
    deliveryMinutes: r.delivery_minutes,
    tags: r.tags,
    isOpen: openNow(r, nowMs)
  }
}

export function createMerchantService(deps: { db: Db; clock: Clock }) {
  return {
    async cities() {
      return deps.db.many<City>(
        `SELECT c.id, c.code, c.name, c.lat, c.lng, COUNT(m.id)::int AS "merchantCount"
         FROM cities c LEFT JOIN merchants m ON m.city_code = c.code
         GROUP BY c.id ORDER BY (c.code = 'MO') DESC, c.sort, c.id`
      )
    },

    /** Sorted (nearest first by default); ties broken by distance then id so pages never overlap. */
    async list(q: MerchantQuery): Promise<Paged<Merchant>> {
      // Simplified input finds Traditional names (issue 39)
      const kw = q.keyword?.trim() ? await toTraditional(q.keyword.trim()) : undefined
      // a shop an operator suspended or closed is gone from lists and search at once (issue 38 point 2)
      const filters: Array<[string, unknown]> = [['standing = ?', 'active']]
      if (q.vertical) filters.push(['? = ANY(verticals)', q.vertical])
      if (q.city) filters.push(['city_code = ?', q.city])
      if (q.category) filters.push(['category = ?', q.category])
      // Each filter binds exactly one value (every placeholder in it is the same parameter).
      if (q.freeDelivery)
        filters.push([
          `(delivery_fee = 0 OR EXISTS (SELECT 1 FROM jsonb_array_elements(activities) a WHERE a->>'type' = ?))`,
          'delivery_free'
        ])
      if (q.hasDiscount)
        filters.push([
          `EXISTS (SELECT 1 FROM jsonb_array_elements(activities) a WHERE a->>'type' = ANY(?::text[]))`,
          ['full_reduction', 'discount', 'new_user']
        ])
      if (q.minStar !== undefined) filters.push(['star >= ?', q.minStar])
      if (kw) {
        // Issue 8 §2: a keyword finds a shop by its name, category, address, tags or a dish it sells on sale;
        // issue 39: names in English and Portuguese too.
        filters.push([
          `(strpos(lower(name), lower(?)) > 0 OR strpos(lower(category), lower(?)) > 0
            OR strpos(lower(address), lower(?)) > 0 OR strpos(lower(array_to_string(tags, ' ')), lower(?)) > 0
            OR strpos(lower(coalesce(name_en, '') || ' ' || coalesce(name_pt, '')), lower(?)) > 0
            OR EXISTS (SELECT 1 FROM goods g WHERE g.merchant_id = merchants.id AND g.on_sale AND g.sku_of IS NULL
                       AND (strpos(lower(g.name), lower(?)) > 0 OR strpos(lower(array_to_string(g.tags, ' ')), lower(?)) > 0
                            OR strpos(lower(coalesce(g.name_en, '') || ' ' || coalesce(g.name_pt, '')), lower(?)) > 0)))`,
          kw
        ])
      }
      // Numbers each filter's placeholders after `base` leading parameters.
      const where = (base: number) =>
        filters.length
          ? `WHERE ${filters.map(([sql], i) => sql.replaceAll('?', `$${base + i + 1}`)).join(' AND ')}`
          : ''
      const values = filters.map(([, v]) => v)
      const n = values.length
      const now = deps.clock.now()
      const select = `SELECT ${MERCHANT_COLUMNS},
                  round(${distanceSql('$1', '$2')})::int AS distance, COUNT(*) OVER ()::int AS total
           FROM merchants ${where(2)}`
      if (q.sort === 'deliveryFee') {
        // The fee shown is the one checkout charges now (time band, ellipsoid distance): computed here, so
        // this sort orders by exactly what the list shows. A city's merchants are few hundred at most.
        const all = (
          await deps.db.many<MerchantRow>(`SELECT * FROM (${select}) m ORDER BY distance, id`, [
            q.lat,
            q.lng,
            ...values
          ])
        ).map((r) => toMerchant(r, now, q))
        all.sort((a, b) => a.deliveryFee - b.deliveryFee || a.distance - b.distance || a.id - b.id)
        const from = (q.page - 1) * q.pageSize
        return {
          list: all.slice(from, from + q.pageSize),
          page: q.page,
          pageSize: q.pageSize,
          total: all.length,
          hasMore: q.page * q.pageSize < all.length
        }
      }
      const rows = await deps.db.many<MerchantRow>(
        `SELECT * FROM (${select}) m
         ORDER BY ${SORT_SQL[q.sort ?? 'distance']} LIMIT $${n + 3} OFFSET $${n + 4}`,
        [q.lat, q.lng, ...values, q.pageSize, (q.page - 1) * q.pageSize]
      )
      // Past the last page the window count is unavailable, so count separately.
      const total =
        rows[0]?.total ??
        (await deps.db.one<{ n: number }>(`SELECT COUNT(*)::int AS n FROM merchants ${where(0)}`, values))
          ?.n ??
        0
      return {
        list: rows.map((r) => toMerchant(r, now, q)),
        page: q.page,
        pageSize: q.pageSize,
        total,
        hasMore: q.page * q.pageSize < total
      }
    },

    async name(id: number): Promise<string | undefined> {
      return (await deps.db.one<{ name: string }>('SELECT name FROM merchants WHERE id = $1', [id]))?.name
    },

    /** The category and tags of a merchant: what its picture is matched on (issue 8 §3). */
    async artHint(id: number): Promise<string> {
      const r = await deps.db.one<{ category: string; tags: string[] }>(
        'SELECT category, tags FROM merchants WHERE id = $1',
        [id]
      )
      return r ? `${r.category} ${r.tags.join(' ')}` : ''
    },

    /** A goods' category, then its shop's: what its picture is matched on when its name says nothing (issue 35 §4). */
    async goodsArtHints(id: number): Promise<string[]> {
      const r = await deps.db.one<{ category: string; shop: string }>(
        `SELECT c.name AS category, m.category AS shop FROM goods g
           JOIN goods_categories c ON c.id = g.category_id JOIN merchants m ON m.id = g.merchant_id
          WHERE g.id = $1`,
        [id]
      )
      return r ? [r.category, r.shop] : []
    },

    async goodsName(id: number): Promise<string | undefined> {
      return (await deps.db.one<{ name: string }>('SELECT name FROM goods WHERE id = $1', [id]))?.name
    }
  }
}

export type MerchantService = ReturnType<typeof createMerchantService>
