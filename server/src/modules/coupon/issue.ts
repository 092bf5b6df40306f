import type { CouponType } from '@lotus/contract/cart'
import type { Db } from '../../db/db.js'

/** A coupon (or red envelope, free-delivery voucher) given to a user; times epoch ms. */
export interface CouponGrant {
  userId: number
  type: CouponType
  /** Where it came from (`welcome:…`, `batch:<id>`, `help:<id>`, `pmall:<item>`): lists and idempotency use it. */
  templateKey: string
  name: string
  amount: number
  threshold: number
  merchantId?: number | null
  vertical?: string | null
  aisleId?: number | null
  spuId?: number | null
  expiresAt: number
  createdAt: number
  /** Give it only when the user has no coupon of this template yet (a welcome set given twice). */
  oncePerTemplate?: boolean
}

/**
 * The only insert into `coupons`: every coupon starts usable (coupon-service's `useCoupon` / `releaseCoupons`
 * move it). Inside the caller's transaction; the new coupon's id, or null when `oncePerTemplate` found one.
 */
export async function issueCoupon(t: Db, g: CouponGrant): Promise<number | null> {
  const row = await t.one<{ id: number }>(
    `INSERT INTO coupons (user_id, type, template_key, name, amount, threshold, merchant_id, vertical, aisle_id,
       spu_id, expires_at, created_at)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12
     WHERE NOT $13::boolean OR NOT EXISTS (SELECT 1 FROM coupons WHERE user_id = $1 AND template_key = $3)
     RETURNING id`,
    [
      g.userId,
      g.type,
      g.templateKey,
      g.name,
      g.amount,
      g.threshold,
      g.merchantId ?? null,
      g.vertical ?? null,
      g.aisleId ?? null,
      g.spuId ?? null,
      g.expiresAt,
      g.createdAt,
      g.oncePerTemplate ?? false
    ]
  )
  return row ? row.id : null
}
