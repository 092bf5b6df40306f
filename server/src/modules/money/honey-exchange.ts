import { exchangeItem, type HoneyExchange, type HoneyExchangePage } from '@lotus/contract/account-money'
import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { notFound } from '../../errors.js'
import { issueCoupon } from '../coupon/issue.js'
import type { PointsService } from '../points/points-service.js'

const DAY_MS = 86_400_000

/**
 * Honey exchange: honey points from the one ledger (`services.points`) for a coupon or a red envelope. The spend,
 * the coupon and the exchange row are one transaction: either all three exist or none.
 */
export function createHoneyExchange(deps: { db: Db; clock: Clock; points: PointsService }) {
  const { db, clock, points } = deps

  async function exchange(userId: number, itemKey: string): Promise<HoneyExchange> {
    const item = exchangeItem(itemKey)
    if (!item) throw notFound('找不到兌換項目')
    return db.tx(async (t) => {
      const now = clock.now()
      const couponId = await issueCoupon(t, {
        userId,
        type: item.type,
        templateKey: `exchange:${item.key}`,
        name: item.name,
        amount: item.amount,
        threshold: item.threshold,
        vertical: item.vertical,
        expiresAt: now + item.days * DAY_MS,
        createdAt: now
      })
      const row = await t.one<{ id: number }>(
        `INSERT INTO honey_exchanges (user_id, item_key, points, coupon_id, created_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [userId, item.key, item.points, couponId, now]
      )
      const id = Number(row?.id)
      // throws POINTS_INSUFFICIENT (the whole transaction, coupon included, is rolled back)
      await points.spend(t, userId, item.points, `兌換${item.name}`, `exchange:${id}`)
      return {
        id,
        itemKey: item.key,
        name: item.name,
        type: item.type,
        points: item.points,
        couponId: Number(couponId),
        couponStatus: 'usable' as const,
        createdAt: toSeconds(now)
      }
    })
  }

  async function records(userId: number, q: { page: number; pageSize: number }): Promise<HoneyExchangePage> {
    const count = await db.one<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM honey_exchanges WHERE user_id = $1',
      [userId]
    )
    const rows = await db.many<{
      id: number
      item_key: string
      points: number
      coupon_id: number
      name: string
      type: 'coupon' | 'redEnvelope'
      status: 'usable' | 'used'
      expires_at: number
      created_at: number
    }>(
      `SELECT e.id, e.item_key, e.points, e.coupon_id, c.name, c.type, c.status, c.expires_at, e.created_at
       FROM honey_exchanges e JOIN coupons c ON c.id = e.coupon_id
       WHERE e.user_id = $1 ORDER BY e.id DESC LIMIT $2 OFFSET $3`,
      [userId, q.pageSize, (q.page - 1) * q.pageSize]
    )
    const now = clock.now()
    const total = count?.n ?? 0
    return {
      list: rows.map((r) => ({
        id: r.id,
        itemKey: r.item_key,
        name: r.name,
        type: r.type,
        points: r.points,
        couponId: r.coupon_id,
        couponStatus: r.status === 'usable' && Number(r.expires_at) <= now ? 'expired' : r.status,
        createdAt: toSeconds(Number(r.created_at))
      })),
      page: q.page,
      pageSize: q.pageSize,
      total,
      hasMore: q.page * q.pageSize < total
    }
  }

  return { exchange, records }
}

export type HoneyExchangeService = ReturnType<typeof createHoneyExchange>
