import type { ShopStanding } from '@lotus/contract/ops'
import type { Clock } from '../../clock.js'
import { DEFAULT_MAP_POINT } from '@lotus/contract/geo'
import type { Db } from '../../db/db.js'
import { notFound } from '../../errors.js'
import type { Activity } from '../pricing/snapshot.js'
import { distanceSql } from '../geo/distance.js'
import {
  MERCHANT_COLUMNS,
  toMerchant,
  type Merchant,
  type MerchantRowBase,
  type Paged
} from '../merchant/merchant-service.js'
import { maskPhone } from '@lotus/contract/phone'
import { loadGoods, type Goods } from './goods.js'
import type { MerchantDetail, Comment } from '@lotus/contract/merchant'
export type { MerchantDetail, Comment }
import type { Menu } from '@lotus/contract/goods'
export type { Menu }

/** Search suggestions for the takeaway home. */
export const HOT_WORDS = ['奶茶', '葡撻', '豬扒包', '雲吞麵', '燒味', '咖啡', '壽司', '炸雞', '粥', '甜品']

const MENU_CACHE_MS = 2000

export function createCatalogueService(deps: { db: Db; clock: Clock }) {
  const { db } = deps
  const menuCache = new Map<number, { at: number; menu: Menu }>()
  const forgotten = new Set<(merchantId: number) => void>()

  async function merchantRow(id: number, lat: number, lng: number) {
    return db.one<
      MerchantRowBase & {
        notice: string
        phone: string
        license_no: string
        taste_star: number
        pack_star: number
        activities: Activity[]
        delivery_range_m: number
        standing: ShopStanding
      }
    >(
      `SELECT ${MERCHANT_COLUMNS}, notice, phone, license_no, taste_star, pack_star, activities, delivery_range_m, standing,
              round(${distanceSql('$2', '$3')})::int AS distance
       FROM merchants WHERE id = $1`,
      [id, lat, lng]
    )
  }

  return {
    /** The shop changed its menu (issue 37): the next read is the database's, not this cache's. */
    forget(merchantId: number): void {
      menuCache.delete(merchantId)
      for (const l of forgotten) l(merchantId)
    },

    /** Also told when a shop's menu changed: pages kept with that menu in them (static.ts). */
    onForget(listener: (merchantId: number) => void): void {
      forgotten.add(listener)
    },

    async categories(): Promise<Array<{ key: string; name: string; count: number }>> {
      return db.many(
        `SELECT category AS key, category AS name, COUNT(*)::int AS count FROM merchants
         WHERE 'takeaway' = ANY(verticals) GROUP BY category ORDER BY count DESC, category`
      )
    },

    hotWords: async (): Promise<string[]> => HOT_WORDS,

    async merchantDetail(
      id: number,
      point: { lat?: number; lng?: number },
      userId: number | null
    ): Promise<MerchantDetail> {
      const at = { lat: point.lat ?? DEFAULT_MAP_POINT.lat, lng: point.lng ?? DEFAULT_MAP_POINT.lng }
      const r = await merchantRow(id, at.lat, at.lng)
      if (!r) throw notFound('找不到商家')
      const fav =
        userId !== null &&
        (await db.one(
          `SELECT 1 AS x FROM favourites WHERE user_id = $1 AND obj_type = 'merchant' AND target_id = $2`,
          [userId, id]
        )) !== undefined
      const m = toMerchant(r, deps.clock.now(), at)
      return {
        ...m,
        // suspended or closed by the platform: the page says so and takes nothing (issue 38 point 2)
        ...(r.standing === 'active' ? {} : { isOpen: false, standing: r.standing }),
        notice: r.notice,
        openHours: r.open_hours,
        holidays: r.holidays,
        pausedUntil: r.paused_until,
        phone: r.phone,
        licenseNo: r.license_no,
        tasteStar: r.taste_star,
        packStar: r.pack_star,
        activities: r.activities.map((a) => ({
          type: a.type,
          label: a.label,
          ...(a.threshold !== undefined ? { threshold: a.threshold } : {}),
          ...(a.reduce !== undefined ? { reduce: a.reduce } : {})
        })),
        deliveryRangeM: r.delivery_range_m,
        favourite: fav,
        qualifications: [
          { name: '營業執照', image: `/api/img/merchant/${id}.svg?q=license` },
          { name: '食品經營許可證', image: `/api/img/merchant/${id}.svg?q=food` }
        ]
      }
    },

    /**
     * The menu is the hottest read (every shop visit) and one of the costliest queries, so each
     * merchant's answer is reused for MENU_CACHE_MS of wall time. Stock and sold-out flags shown may
     * lag by that much; cart pricing and order submission always read live stock. `via`: the handle of a
     * caller's open transaction (a spell snapshot), which must not wait for a second connection.
     */
    async menu(id: number, via: Db = db): Promise<Menu> {
      const hit = menuCache.get(id)
      if (hit && Date.now() - hit.at < MENU_CACHE_MS) return hit.menu
      const exists = await via.one('SELECT 1 AS x FROM merchants WHERE id = $1', [id])
      if (!exists) throw notFound('找不到商家')
      const cats = await via.many<{ id: number; name: string }>(
        'SELECT id, name FROM goods_categories WHERE merchant_id = $1 ORDER BY sort, id',
        [id]
      )
      const goods = await loadGoods(via, 'g.merchant_id = $1', [id])
      const menu: Menu = {
        categories: cats
          .map((c) => {
            const list = goods.filter((g) => g.categoryId === c.id).map(({ merchantId: _m, ...g }) => g)
            return { id: c.id, name: c.name, count: list.length, goods: list }
          })
          .filter((c) => c.count > 0)
      }
      if (menuCache.size > 1000) menuCache.clear()
      menuCache.set(id, { at: Date.now(), menu })
      return menu
    },

    async goods(id: number): Promise<Goods & { merchantId: number; merchantName: string }> {
      const [g] = await loadGoods(db, 'g.id = $1', [id])
      if (!g) throw notFound('找不到商品')
      const m = await db.one<{ name: string }>('SELECT name FROM merchants WHERE id = $1', [g.merchantId])
      return { ...g, merchantName: m?.name ?? '' }
    },

    /** Same category (and a shared vertical), nearest 10 to the point, the merchant itself excluded. */
    async similar(id: number, point: { lat?: number; lng?: number }): Promise<Merchant[]> {
      const m = await db.one<{ category: string; verticals: string[] }>(
        'SELECT category, verticals FROM merchants WHERE id = $1',
        [id]
      )
      if (!m) throw notFound('找不到商家')
      const rows = await db.many<MerchantRowBase>(
        `SELECT ${MERCHANT_COLUMNS}, round(${distanceSql('$3', '$4')})::int AS distance
         FROM merchants WHERE id <> $1 AND category = $2 AND verticals && $5::text[] AND standing = 'active'
         ORDER BY distance, id LIMIT 10`,
        [id, m.category, point.lat ?? DEFAULT_MAP_POINT.lat, point.lng ?? DEFAULT_MAP_POINT.lng, m.verticals]
      )
      const now = deps.clock.now()
      const at = { lat: point.lat ?? DEFAULT_MAP_POINT.lat, lng: point.lng ?? DEFAULT_MAP_POINT.lng }
      return rows.map((r) => toMerchant(r, now, at))
    },

    async comments(
      id: number,
      q: { page: number; pageSize: number; withImage?: boolean },
      userId: number | null
    ): Promise<
      Paged<Comment> & { summary: { star: number; tasteStar: number; packStar: number; total: number } }
    > {
      const m = await db.one<{ star: number; taste_star: number; pack_star: number }>(
        'SELECT star, taste_star, pack_star FROM merchants WHERE id = $1',
        [id]
      )
      if (!m) throw notFound('找不到商家')
      const imageCond = q.withImage ? `AND jsonb_array_length(c.images) > 0` : ''
      const rows = await db.many<{
        id: number
        user_id: number
        nickname: string
        phone: string
        avatar: string
        star: number
        taste_star: number
        pack_star: number
        content: string
        images: string[]
        anonymous: boolean
        created_at: number
        reply: string | null
        reply_at: number | null
        total: number
      }>(
        `SELECT c.id, c.user_id, u.nickname, u.phone, u.avatar, c.star, c.taste_star, c.pack_star, c.content, c.images,
                c.anonymous, c.created_at, c.reply, c.reply_at, COUNT(*) OVER ()::int AS total
         FROM comments c JOIN users u ON u.id = c.user_id
         WHERE c.merchant_id = $1 AND c.deleted_at IS NULL ${imageCond}
         ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
        [id, q.pageSize, (q.page - 1) * q.pageSize]
      )
      const agg = await db.one<{ n: number; star: number | null; taste: number | null; pack: number | null }>(
        `SELECT COUNT(*)::int AS n, AVG(star)::float8 AS star, AVG(taste_star)::float8 AS taste,
                AVG(pack_star)::float8 AS pack
         FROM comments WHERE merchant_id = $1 AND deleted_at IS NULL`,
        [id]
      )
      const total = rows[0]?.total ?? (q.withImage ? 0 : (agg?.n ?? 0))
      const round1 = (v: number) => Math.round(v * 10) / 10
      const n = agg?.n ?? 0
      return {
        list: rows.map((r) => ({
          id: r.id,
          userName: r.anonymous ? '匿名用戶' : maskName(r.nickname),
          avatar: r.anonymous ? '/api/img/avatar/0.svg' : r.avatar,
          star: r.star,
          tasteStar: r.taste_star,
          packStar: r.pack_star,
          content: r.content,
          images: r.images,
          createdAt: Math.floor(r.created_at / 1000),
          mine: userId !== null && r.user_id === userId,
          // the shop's reply (issue 37), shown under the review as 商家回覆
          ...(r.reply ? { reply: { content: r.reply, at: Math.floor(Number(r.reply_at) / 1000) } } : {})
        })),
        page: q.page,
        pageSize: q.pageSize,
        total,
        hasMore: q.page * q.pageSize < total,
        summary: {
          // No comments yet: the merchant's listed ratings.
          star: n > 0 ? round1(agg?.star ?? 0) : m.star,
          tasteStar: n > 0 ? round1(agg?.taste ?? 0) : m.taste_star,
          packStar: n > 0 ? round1(agg?.pack ?? 0) : m.pack_star,
          total: n
        }
      }
    }
  }
}

/** 陳*明 style: first and last character kept. Phone-like names are masked as phones. */
export function maskName(name: string): string {
  if (/^\d{6,}$/.test(name)) return maskPhone(name)
  const chars = [...name]
  if (chars.length <= 1) return `${chars[0] ?? ''}*`
  if (chars.length === 2) return `${chars[0]}*`
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 3))}${chars[chars.length - 1]}`
}

export type CatalogueService = ReturnType<typeof createCatalogueService>
