import { limitedCouponState, type LimitedCoupon } from '@lotus/contract/limited-coupon'
import { isVertical, VERTICAL_TEXT } from '@lotus/contract/verticals'
import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import { scopeOf } from '../coupon/coupon-service.js'
import { grantNewCustomerCampaigns } from './new-customer.js'
import { redeemCode } from './redeem-code.js'
import { takeFromBatch, type TakeBatch } from './take.js'

interface BatchRow extends TakeBatch {
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
  stopped_at: number | null
}

/**
 * Where a batch for every shop is used: a supermarket batch of before at 全部門店; an operators' campaign at every
 * shop of its vertical, or anywhere (全平台).
 */
const everyShopText = (r: { created_by: string | null; vertical: string | null }) =>
  r.created_by === null
    ? '全部門店'
    : isVertical(r.vertical)
      ? `全部${VERTICAL_TEXT[r.vertical]}商家`
      : '全平台'

/** The scope's name of `coupon_batches b` (its aisle's or goods'). */
const SCOPE_NAME = `COALESCE((SELECT a.name FROM market_aisles a WHERE a.id = b.aisle_id),
  (SELECT s.brand || s.name FROM market_spus s WHERE s.id = b.spu_id)) AS scope_name`

/**
 * Limited coupon batches: the coupon centre (限時搶券), where the operators' claimable campaigns show. A claim is
 * two guarded increments in one transaction (`takeFromBatch`): the user's count below per_user, the batch's below
 * its count cap and MOP budget, so concurrent claims never issue more than either or the per-user limit; the
 * coupon lands in `coupons` and is applied by the pricing pipeline's coupon promotion. New customers' campaigns
 * and promo codes issue through the same take.
 */
export function createLimitedCouponService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  const toView = (r: BatchRow, now: number): LimitedCoupon => {
    // a stopped campaign has ended for customers
    const endsAt =
      r.stopped_at === null ? Number(r.ends_at) : Math.min(Number(r.ends_at), Number(r.stopped_at))
    const state = limitedCouponState(
      { startsAt: Number(r.starts_at), endsAt, total: r.total, claimed: r.claimed },
      now
    )
    return {
      id: r.id,
      name: r.name,
      type: r.type,
      amount: r.amount,
      threshold: r.threshold,
      mchId: r.merchant_id,
      storeName: r.store_name ?? everyShopText(r),
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
         WHERE b.ends_at > $2 AND b.issue_rule = 'claim' AND b.stopped_at IS NULL
           AND ($3::int IS NULL OR b.merchant_id IS NULL OR b.merchant_id = $3)
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
           FROM coupon_batches b LEFT JOIN merchants m ON m.id = b.merchant_id
           WHERE b.id = $1 AND b.issue_rule = 'claim'`,
          [batchId]
        )
        if (!b) throw notFound('找不到優惠券')
        const endsAt = b.stopped_at === null ? Number(b.ends_at) : Number(b.stopped_at)
        const state = limitedCouponState(
          { startsAt: Number(b.starts_at), endsAt, total: b.total, claimed: 0 },
          now
        )
        if (state === 'upcoming') throw new AppError(ErrorCode.COUPON_NOT_STARTED, '未到領取時間')
        if (state === 'ended') throw new AppError(ErrorCode.COUPON_INVALID, '領取已結束')
        const took = await takeFromBatch(t, b, userId, now)
        return {
          couponId: took.couponId,
          batch: toView({ ...b, claimed: took.claimed, mine: took.mine }, now)
        }
      })
    },

    /** A customer's 兌換碼 (promo code) of a code campaign: its coupon, once per customer. */
    redeem: (userId: number, code: string) => db.tx((t) => redeemCode(t, userId, code, clock.now())),

    /** Inside the login's transaction that created the customer. */
    grantNewCustomer: grantNewCustomerCampaigns
  }
}

export type LimitedCouponService = ReturnType<typeof createLimitedCouponService>
