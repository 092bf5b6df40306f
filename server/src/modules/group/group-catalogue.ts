import type {
  Film,
  GroupComment,
  GroupDeal,
  GroupDish,
  GroupMerchant,
  GroupMerchantDetail,
  GroupPhoto,
  ReservationSlot,
  SeatMap,
  Showtime,
  UsageRules
} from '@lotus/contract/group'
import {
  fromPrice,
  planCols,
  rectanglePlan,
  sessionClasses,
  type SeatClass,
  type SeatPlan
} from '@lotus/contract/seat-plan'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { notFound } from '../../errors.js'
import { ellipsoidMeters } from '../fee/ellipsoid.js'

const mchImage = (id: number) => `/api/img/merchant/${id}.svg`

interface MchRow {
  id: number
  name: string
  category: string
  district: string
  address: string
  lat: number
  lng: number
  phone: string
  open_hours: string
  star: number
  taste_star: number
  env_star: number
  service_star: number
  avg_price: number
  brand: string | null
  is_open: boolean
  license_no: string
  notice: string
  comment_count: number
  best_id: number | null
  best_title: string | null
  best_price: number | null
  best_original: number | null
}

const SELECT_MCH = `SELECT m.*, (SELECT COUNT(*)::int FROM comments c WHERE c.merchant_id = m.id AND c.deleted_at IS NULL) AS comment_count,
  b.id AS best_id, b.title AS best_title, b.price AS best_price, b.original_price AS best_original
  FROM merchants m LEFT JOIN LATERAL (SELECT id, title, price, original_price FROM group_deals d WHERE d.merchant_id = m.id AND d.published ORDER BY price LIMIT 1) b ON true`

function toMerchant(r: MchRow, at: { lat: number; lng: number } | null): GroupMerchant {
  return {
    id: r.id,
    name: r.name,
    category: r.category,
    district: r.district,
    address: r.address,
    lat: r.lat,
    lng: r.lng,
    phone: r.phone,
    openHours: r.open_hours,
    star: r.star,
    commentCount: r.comment_count,
    avgPrice: r.avg_price,
    image: mchImage(r.id),
    brand: r.brand,
    isOpen: r.is_open,
    distanceM: at ? Math.round(ellipsoidMeters(at.lat, at.lng, r.lat, r.lng)) : null,
    bestDeal:
      r.best_id === null
        ? null
        : {
            id: r.best_id,
            title: r.best_title ?? '',
            price: r.best_price ?? 0,
            originalPrice: r.best_original ?? 0
          }
  }
}

interface DealRow {
  id: number
  merchant_id: number
  kind: 'deal' | 'combo'
  title: string
  description: string
  price: number
  original_price: number
  persons: number
  contents: GroupDeal['contents']
  rules: UsageRules
  sold: number
}
export const toDeal = (d: DealRow): GroupDeal => ({
  id: d.id,
  mchId: d.merchant_id,
  kind: d.kind,
  title: d.title,
  description: d.description,
  image: mchImage(d.merchant_id),
  price: d.price,
  originalPrice: d.original_price,
  persons: d.persons,
  contents: d.contents,
  rules: d.rules,
  sold: d.sold
})

interface DishRow {
  id: number
  merchant_id: number
  name: string
  category: string
  price: number
  description: string
  recommended: boolean
}
const toDish = (d: DishRow): GroupDish => ({
  id: d.id,
  mchId: d.merchant_id,
  name: d.name,
  category: d.category,
  price: d.price,
  image: mchImage(d.merchant_id),
  description: d.description,
  recommended: d.recommended
})

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Category words of the group home: a tab stands for these merchant categories. */
const CATEGORY_OF: Record<string, string[]> = {
  美食: [
    '葡國菜',
    '土生菜',
    '火鍋',
    '日本料理',
    '酒樓點心',
    '泰國菜',
    '自助餐',
    '茶餐廳',
    '粵菜',
    '西餐',
    '海鮮',
    '燒烤',
    '韓國菜',
    '越南菜',
    '潮州菜',
    '緬甸菜',
    '粥麵'
  ],
  咖啡: ['咖啡', '甜品'],
  電影: ['電影'],
  KTV: ['KTV'],
  按摩: ['按摩'],
  SPA: ['SPA'],
  健身: ['健身']
}

export function createGroupCatalogue(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  async function merchantRow(id: number): Promise<MchRow> {
    const r = await db.one<MchRow>(`${SELECT_MCH} WHERE m.id = $1 AND 'group' = ANY(m.verticals)`, [id])
    if (!r) throw notFound('找不到商家')
    return r
  }

  return {
    /** Group merchants nearest first (or by rating without a point), by category word or keyword. */
    async list(q: {
      lat?: number | undefined
      lng?: number | undefined
      category?: string | undefined
      keyword?: string | undefined
      page: number
      pageSize: number
    }) {
      const at = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : null
      const cats = q.category ? (CATEGORY_OF[q.category] ?? [q.category]) : null
      const kw = q.keyword?.trim() ? `%${escapeLike(q.keyword.trim())}%` : null
      const rows = await db.many<MchRow>(
        `${SELECT_MCH} WHERE 'group' = ANY(m.verticals) AND m.standing = 'active' AND ($1::text[] IS NULL OR m.category = ANY($1::text[]))
           AND ($2::text IS NULL OR m.name ILIKE $2 OR m.category ILIKE $2 OR m.address ILIKE $2
             OR EXISTS (SELECT 1 FROM group_deals d WHERE d.merchant_id = m.id AND d.published AND d.title ILIKE $2))
         ORDER BY m.id`,
        [cats, kw]
      )
      const all = rows.map((r) => toMerchant(r, at))
      all.sort((a, b) => (at ? (a.distanceM ?? 0) - (b.distanceM ?? 0) : b.star - a.star || a.id - b.id))
      const start = (q.page - 1) * q.pageSize
      return {
        list: all.slice(start, start + q.pageSize),
        page: q.page,
        pageSize: q.pageSize,
        total: all.length,
        hasMore: start + q.pageSize < all.length
      }
    },

    async merchant(id: number, at: { lat: number; lng: number } | null): Promise<GroupMerchantDetail> {
      const r = await merchantRow(id)
      const deals = await db.many<DealRow>(
        'SELECT * FROM group_deals WHERE merchant_id = $1 AND published ORDER BY sort, id',
        [id]
      )
      const dishes = await db.many<DishRow>(
        'SELECT * FROM group_dishes WHERE merchant_id = $1 AND recommended ORDER BY sort, id',
        [id]
      )
      const photos = await db.one<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM group_photos WHERE merchant_id = $1',
        [id]
      )
      const slots = await db.one<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM reservation_slots WHERE merchant_id = $1 AND starts_at > $2',
        [id, clock.now()]
      )
      return {
        ...toMerchant(r, at),
        tasteStar: r.taste_star,
        envStar: r.env_star,
        serviceStar: r.service_star,
        licenseNo: r.license_no,
        notice: r.notice,
        deals: deals.map(toDeal),
        dishes: dishes.map(toDish),
        photoCount: photos?.n ?? 0,
        cinema: r.category === '電影',
        reservable: (slots?.n ?? 0) > 0
      }
    },

    /** A published deal (one taken off sale answers like a missing one). */
    async deal(id: number): Promise<GroupDeal & { merchant: GroupMerchant }> {
      const d = await db.one<DealRow>('SELECT * FROM group_deals WHERE id = $1 AND published', [id])
      if (!d) throw notFound('找不到團購')
      return { ...toDeal(d), merchant: toMerchant(await merchantRow(d.merchant_id), null) }
    },

    async menu(mchId: number): Promise<GroupDish[]> {
      await merchantRow(mchId)
      const rows = await db.many<DishRow>(
        'SELECT * FROM group_dishes WHERE merchant_id = $1 ORDER BY sort, id',
        [mchId]
      )
      return rows.map(toDish)
    },

    async dish(id: number): Promise<GroupDish & { merchantName: string }> {
      const d = await db.one<DishRow & { merchant_name: string }>(
        'SELECT d.*, m.name AS merchant_name FROM group_dishes d JOIN merchants m ON m.id = d.merchant_id WHERE d.id = $1',
        [id]
      )
      if (!d) throw notFound('找不到菜品')
      return { ...toDish(d), merchantName: d.merchant_name }
    },

    async album(mchId: number): Promise<GroupPhoto[]> {
      await merchantRow(mchId)
      const rows = await db.many<{ id: number; category: string; title: string }>(
        'SELECT id, category, title FROM group_photos WHERE merchant_id = $1 ORDER BY sort, id',
        [mchId]
      )
      return rows.map((p) => ({ ...p, image: mchImage(mchId) }))
    },

    /** Same category, nearest to the merchant, itself left out. */
    async similar(mchId: number): Promise<GroupMerchant[]> {
      const r = await merchantRow(mchId)
      const rows = await db.many<MchRow>(
        `${SELECT_MCH} WHERE 'group' = ANY(m.verticals) AND m.id <> $1 AND m.is_open AND m.standing = 'active' ORDER BY m.id`,
        [mchId]
      )
      const at = { lat: r.lat, lng: r.lng }
      return rows
        .map((x) => toMerchant(x, at))
        .sort(
          (a, b) =>
            Number(b.category === r.category) - Number(a.category === r.category) ||
            (a.distanceM ?? 0) - (b.distanceM ?? 0)
        )
        .slice(0, 10)
    },

    /** A brand's stores, nearest first. */
    async brand(brand: string, at: { lat: number; lng: number } | null): Promise<GroupMerchant[]> {
      const rows = await db.many<MchRow>(
        `${SELECT_MCH} WHERE m.brand = $1 AND m.standing = 'active' ORDER BY m.id`,
        [brand]
      )
      if (rows.length === 0) throw notFound('找不到品牌')
      return rows.map((x) => toMerchant(x, at)).sort((a, b) => (a.distanceM ?? 0) - (b.distanceM ?? 0))
    },

    async comments(q: { mchId: number; page: number; pageSize: number }, userId: number | null) {
      await merchantRow(q.mchId)
      const total = await db.one<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM comments WHERE merchant_id = $1 AND deleted_at IS NULL',
        [q.mchId]
      )
      const rows = await db.many<CommentRow>(
        `${SELECT_COMMENT} WHERE c.merchant_id = $1 AND c.deleted_at IS NULL ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
        [q.mchId, q.pageSize, (q.page - 1) * q.pageSize]
      )
      const n = total?.n ?? 0
      return {
        list: rows.map((c) => toComment(c, userId)),
        page: q.page,
        pageSize: q.pageSize,
        total: n,
        hasMore: q.page * q.pageSize < n
      }
    },

    async comment(id: number, userId: number | null): Promise<GroupComment> {
      const c = await db.one<CommentRow>(`${SELECT_COMMENT} WHERE c.id = $1 AND c.deleted_at IS NULL`, [id])
      if (!c) throw notFound('找不到評價')
      return toComment(c, userId)
    },

    /** A film's title (its poster is drawn from it). */
    async filmName(id: number): Promise<string | undefined> {
      return (await db.one<{ title: string }>('SELECT title FROM films WHERE id = $1', [id]))?.title
    },

    /** Films showing at a cinema (or anywhere) with their showtimes from now for a week. */
    async films(
      cinemaId: number | null
    ): Promise<Array<Film & { showtimes: Array<Showtime & { cinemaName: string }> }>> {
      const now = clock.now()
      const shows = await db.many<ShowRow & { cinema_name: string }>(
        `SELECT s.*, m.name AS cinema_name, h.plan AS hall_plan FROM showtimes s JOIN merchants m ON m.id = s.merchant_id
           LEFT JOIN cinema_halls h ON h.id = s.hall_id
         WHERE s.published AND s.starts_at > $1 AND s.starts_at < $1 + 7 * 86400000 AND ($2::int IS NULL OR s.merchant_id = $2)
         ORDER BY s.starts_at, s.id`,
        [now, cinemaId]
      )
      const films = await db.many<FilmRow>('SELECT * FROM films ORDER BY rating DESC, id')
      return films
        .map((f) => ({
          ...toFilm(f),
          showtimes: shows
            .filter((s) => s.film_id === f.id)
            .map((s) => ({ ...toShowtime(s), cinemaName: s.cinema_name }))
        }))
        .filter((f) => f.showtimes.length > 0)
    },

    async seatMap(showtimeId: number): Promise<SeatMap> {
      const s = await db.one<ShowRow & { cinema_name: string }>(
        `SELECT s.*, m.name AS cinema_name, h.plan AS hall_plan FROM showtimes s JOIN merchants m ON m.id = s.merchant_id
           LEFT JOIN cinema_halls h ON h.id = s.hall_id WHERE s.id = $1 AND s.published`,
        [showtimeId]
      )
      // an unpublished session answers like a missing one
      if (!s) throw notFound('找不到場次')
      const f = await db.one<FilmRow>('SELECT * FROM films WHERE id = $1', [s.film_id])
      // Held seats of orders past their pay window count as free (their release job may not have run yet).
      const taken = await db.many<{ seat_row: number; seat_col: number }>(
        `SELECT x.seat_row, x.seat_col FROM showtime_seats x JOIN orders o ON o.id = x.order_id
         WHERE x.showtime_id = $1 AND NOT (o.status = 'unpaid' AND o.pay_deadline <= $2)`,
        [showtimeId, clock.now()]
      )
      const { plan, classes } = showPlan(s)
      return {
        showtime: { ...toShowtime(s), film: toFilm(f as FilmRow), cinemaName: s.cinema_name },
        rows: plan.rows.length,
        cols: planCols(plan),
        grid: plan.rows,
        classes,
        taken: taken.map((t) => `${t.seat_row}-${t.seat_col}`)
      }
    },

    async slots(mchId: number, day: string | undefined): Promise<ReservationSlot[]> {
      await merchantRow(mchId)
      const rows = await db.many<SlotRow>(
        `SELECT * FROM reservation_slots WHERE merchant_id = $1 AND starts_at > $2 AND ($3::text IS NULL OR day = $3)
         ORDER BY starts_at LIMIT 60`,
        [mchId, clock.now(), day ?? null]
      )
      return rows.map(toSlot)
    }
  }
}

export interface SlotRow {
  id: number
  merchant_id: number
  day: string
  time: string
  starts_at: number
  capacity: number
  booked: number
  deposit: number
}
export const toSlot = (r: SlotRow): ReservationSlot => ({
  id: r.id,
  mchId: r.merchant_id,
  day: r.day,
  time: r.time,
  startsAt: Math.floor(r.starts_at / 1000),
  capacity: r.capacity,
  left: r.capacity - r.booked,
  deposit: r.deposit
})

interface FilmRow {
  id: number
  title: string
  rating: number
  minutes: number
  genre: string
  intro: string
}
const toFilm = (f: FilmRow): Film => ({ ...f, poster: `/api/img/film/${f.id}.svg` })
export interface ShowRow {
  id: number
  merchant_id: number
  film_id: number
  hall: string
  starts_at: number
  rows: number
  cols: number
  vip_rows: number[]
  price: number
  vip_price: number
  hall_id: number | null
  class_prices: Record<string, number>
  published: boolean
  version: number
  /** joined from cinema_halls where the session has a hall */
  hall_plan?: SeatPlan | null
}

/** The plan a session is sold on (its hall's, or the rectangle it was stored with) and its classes at its prices. */
export function showPlan(s: ShowRow): { plan: SeatPlan; classes: SeatClass[] } {
  const plan = s.hall_plan ?? rectanglePlan(s.rows, s.cols, s.vip_rows, s.price, s.vip_price)
  return { plan, classes: sessionClasses(plan, s.class_prices ?? {}) }
}

const toShowtime = (s: ShowRow): Showtime => {
  const { plan, classes } = showPlan(s)
  return {
    id: s.id,
    filmId: s.film_id,
    cinemaId: s.merchant_id,
    hall: s.hall,
    startsAt: Math.floor(s.starts_at / 1000),
    fromPrice: fromPrice(plan, classes)
  }
}

interface CommentRow {
  id: number
  user_id: number
  merchant_id: number
  star: number
  taste_star: number
  pack_star: number
  env_star: number | null
  service_star: number | null
  content: string
  images: string[]
  anonymous: boolean
  created_at: number
  nickname: string | null
  reply: string | null
  reply_at: number | null
}
const SELECT_COMMENT = 'SELECT c.*, u.nickname FROM comments c LEFT JOIN users u ON u.id = c.user_id'
const toComment = (c: CommentRow, userId: number | null): GroupComment => ({
  id: c.id,
  mchId: c.merchant_id,
  userName: c.anonymous ? '匿名用戶' : (c.nickname ?? '用戶'),
  star: c.star,
  tasteStar: c.taste_star,
  envStar: c.env_star ?? c.pack_star,
  serviceStar: c.service_star ?? c.pack_star,
  content: c.content,
  images: c.images,
  createdAt: Math.floor(c.created_at / 1000),
  mine: userId !== null && c.user_id === userId,
  // the shop's reply (issue 37), shown under the review as 商家回覆
  ...(c.reply ? { reply: { content: c.reply, at: Math.floor(Number(c.reply_at) / 1000) } } : {})
})

export type GroupCatalogue = ReturnType<typeof createGroupCatalogue>
