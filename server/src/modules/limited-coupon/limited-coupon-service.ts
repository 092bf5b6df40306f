import { limitedCouponState, type LimitedCoupon } from '@lotus/contract/limited-coupon'
import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import { issueCoupon } from '../coupon/issue.js'
import { scopeOf } from '../coupon/coupon-service.js'

const DAY_MS = 86_400_000

interface BatchRow {
  id: number
  merchant_id: number | null
  store_name: string | null
  name: string
  amount: number
  threshold: number
  total: number
  claimed: number
  per_user: number
  starts_at: number
  ends_at: number
  valid_days: number
  mine: number
  aisle_id: number | null
  spu_id: number | null
  scope_name: string | null
}

/** The scope's name of `coupon_batches b` (its aisle's or goods'). */
const SCOPE_NAME = `COALESCE((SELECT a.name FROM market_aisles a WHERE a.id = b.aisle_id),
  (SELECT s.brand || s.name FROM market_spus s WHERE s.id = b.spu_id)) AS scope_name`

/**
 * Limited coupon batches. A claim is two guarded increments in one transaction — the user's count below
 * per_user, the batch's claimed below total — so concurrent claims never issue more than the total or the
 * per-user limit; the coupon lands in `coupons` (merchant-scoped) and is applied by the pricing pipeline's
 * coupon promotion.
 */
export function createLimitedCouponService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  const toView = (r: BatchRow, now: number): LimitedCoupon => {
    const state = limitedCouponState(
      { startsAt: Number(r.starts_at), endsAt: Number(r.ends_at), total: r.total, claimed: r.claimed },
      now
    )
    return {
      id: r.id,
      name: r.name,
      amount: r.amount,
      threshold: r.threshold,
      mchId: r.merchant_id,
      storeName: r.store_name ?? '全部門店',
      scope: scopeOf(r),
      total: r.total,
      left: Math.max(0, r.total - r.claimed),
      perUser: r.per_user,
      mine: r.mine,
      startsAt: toSeconds(Number(r.starts_at)),
      endsAt: toSeconds(Number(r.ends_at)),
      validDays: r.valid_days,
      state,
      canClaim: state === 'open' && r.mine < r.per_user
    }
  }

  return {
    /** Batches not yet ended (of one store and the all-store ones, or all), soonest first. */
    async list(userId: number | null, mchId?: number): Promise<LimitedCoupon[]> {
      const now = clock.now()
      const rows = await db.many<BatchRow>(
        `SELECT b.*, m.name AS store_name, COALESCE(c.n, 0) AS mine, ${SCOPE_NAME}
         FROM coupon_batches b LEFT JOIN merchants m ON m.id = b.merchant_id
         LEFT JOIN coupon_claims c ON c.batch_id = b.id AND c.user_id = $1
         WHERE b.ends_at > $2 AND ($3::int IS NULL OR b.merchant_id IS NULL OR b.merchant_id = $3)
         ORDER BY b.starts_at, b.id`,
        [userId, now, mchId ?? null]
      )
      return rows.map((r) => toView(r, now))
    },

    /** Claims one coupon of the batch; answers the coupon's id. */
    async claim(userId: number, batchId: number): Promise<{ couponId: number; batch: LimitedCoupon }> {
      return db.tx(async (t) => {
        const now = clock.now()
        const b = await t.one<BatchRow>(
          `SELECT b.*, m.name AS store_name, 0 AS mine, ${SCOPE_NAME}
           FROM coupon_batches b LEFT JOIN merchants m ON m.id = b.merchant_id WHERE b.id = $1`,
          [batchId]
        )
        if (!b) throw notFound('找不到優惠券')
        const state = limitedCouponState(
          { startsAt: Number(b.starts_at), endsAt: Number(b.ends_at), total: b.total, claimed: 0 },
          now
        )
        if (state === 'upcoming') throw new AppError(ErrorCode.COUPON_NOT_STARTED, '未到領取時間')
        if (state === 'ended') throw new AppError(ErrorCode.COUPON_INVALID, '領取已結束')
        const mine = await t.one<{ n: number }>(
          `INSERT INTO coupon_claims (batch_id, user_id, n) VALUES ($1, $2, 1)
           ON CONFLICT (batch_id, user_id) DO UPDATE SET n = coupon_claims.n + 1 WHERE coupon_claims.n < $3
           RETURNING n`,
          [batchId, userId, b.per_user]
        )
        if (!mine) throw new AppError(ErrorCode.LIMIT_EXCEEDED, `每人限領${b.per_user}張`)
        const took = await t.one<{ claimed: number }>(
          'UPDATE coupon_batches SET claimed = claimed + 1 WHERE id = $1 AND claimed < total RETURNING claimed',
          [batchId]
        )
        if (!took) throw new AppError(ErrorCode.COUPON_SOLD_OUT, '優惠券已搶光')
        // The coupon keeps the batch's scope; an every-store batch is for supermarket stores only.
        const couponId = await issueCoupon(t, {
          userId,
          type: 'coupon',
          templateKey: `batch:${b.id}`,
          name: b.name,
          amount: b.amount,
          threshold: b.threshold,
          merchantId: b.merchant_id,
          vertical: b.merchant_id === null ? 'supermarket' : null,
          aisleId: b.aisle_id,
          spuId: b.spu_id,
          expiresAt: now + b.valid_days * DAY_MS,
          createdAt: now
        })
        return {
          couponId: Number(couponId),
          batch: toView({ ...b, claimed: took.claimed, mine: mine.n }, now)
        }
      })
    }
  }
}

export type LimitedCouponService = ReturnType<typeof createLimitedCouponService>
