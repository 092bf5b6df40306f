import type { Db } from '../../db/db.js'
import { AppError, ErrorCode } from '../../errors.js'
import { issueCoupon } from '../coupon/issue.js'

const DAY_MS = 86_400_000

/** A batch (campaign) row as a take needs it. */
export interface TakeBatch {
  id: number
  type: 'coupon' | 'redEnvelope'
  merchant_id: number | null
  vertical: string | null
  created_by: string | null
  name: string
  amount: number
  threshold: number
  per_user: number
  valid_days: number
  aisle_id: number | null
  spu_id: number | null
}

/**
 * The vertical a batch's coupons are kept to. A batch of before the operators' campaigns (none created it) for
 * every store was a supermarket one.
 */
const verticalOf = (b: TakeBatch) =>
  b.vertical ?? (b.created_by === null && b.merchant_id === null ? 'supermarket' : null)

/**
 * Issues one coupon of a batch to a user: the user's count under the per-user limit, then the batch's under its
 * count cap and MOP budget, both guarded increments in the caller's transaction (the shared row last: its lock
 * is held until COMMIT). So however many claim at once, never more than the cap, the budget or the per-user limit.
 * A refusal throws (the transaction rolls back whatever it did).
 */
export async function takeFromBatch(
  t: Db,
  b: TakeBatch,
  userId: number,
  now: number,
  perUserText = `每人限領${b.per_user}張`
): Promise<{ couponId: number; claimed: number; mine: number }> {
  const mine = await t.one<{ n: number }>(
    `INSERT INTO coupon_claims (batch_id, user_id, n) VALUES ($1, $2, 1)
     ON CONFLICT (batch_id, user_id) DO UPDATE SET n = coupon_claims.n + 1 WHERE coupon_claims.n < $3
     RETURNING n`,
    [b.id, userId, b.per_user]
  )
  if (!mine) throw new AppError(ErrorCode.LIMIT_EXCEEDED, perUserText)
  const took = await t.one<{ claimed: number }>(
    `UPDATE coupon_batches SET claimed = claimed + 1, issued = issued + amount
     WHERE id = $1 AND claimed < total AND (budget IS NULL OR issued + amount <= budget) AND stopped_at IS NULL
       AND starts_at <= $2 AND ends_at > $2
     RETURNING claimed`,
    [b.id, now]
  )
  if (!took) throw new AppError(ErrorCode.COUPON_SOLD_OUT, '優惠券已搶光')
  const couponId = await issueCoupon(t, {
    userId,
    type: b.type,
    templateKey: `batch:${b.id}`,
    name: b.name,
    amount: b.amount,
    threshold: b.threshold,
    merchantId: b.merchant_id,
    vertical: verticalOf(b),
    aisleId: b.aisle_id,
    spuId: b.spu_id,
    expiresAt: now + b.valid_days * DAY_MS,
    createdAt: now
  })
  return { couponId: Number(couponId), claimed: took.claimed, mine: mine.n }
}

export const TAKE_COLUMNS = `b.id, b.type, b.merchant_id, b.vertical, b.created_by, b.name, b.amount, b.threshold,
  b.per_user, b.valid_days, b.aisle_id, b.spu_id`
