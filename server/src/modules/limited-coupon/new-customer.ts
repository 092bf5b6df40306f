import type { Db } from '../../db/db.js'
import { issueCoupon } from '../coupon/issue.js'
import { TAKE_COLUMNS, type TakeBatch } from './take.js'

const DAY_MS = 86_400_000

/**
 * A new customer receives one coupon of every running 新客戶 campaign that still has budget, in the login's
 * transaction. A campaign spent or stopped is passed over (a login never fails for it): the batch's guarded
 * increment comes first here, and the customer is new, so their count cannot be over the limit.
 */
export async function grantNewCustomerCampaigns(t: Db, userId: number, now: number): Promise<number> {
  const live = await t.many<TakeBatch>(
    `SELECT ${TAKE_COLUMNS} FROM coupon_batches b
     WHERE b.issue_rule = 'newCustomer' AND b.stopped_at IS NULL AND b.starts_at <= $1 AND b.ends_at > $1
     ORDER BY b.id`,
    [now]
  )
  let given = 0
  for (const b of live) {
    const took = await t.one<{ id: number }>(
      `UPDATE coupon_batches SET claimed = claimed + 1, issued = issued + amount
       WHERE id = $1 AND claimed < total AND (budget IS NULL OR issued + amount <= budget) AND stopped_at IS NULL
       RETURNING id`,
      [b.id]
    )
    if (!took) continue
    await t.query(
      `INSERT INTO coupon_claims (batch_id, user_id, n) VALUES ($1, $2, 1)
       ON CONFLICT (batch_id, user_id) DO UPDATE SET n = coupon_claims.n + 1`,
      [b.id, userId]
    )
    await issueCoupon(t, {
      userId,
      type: b.type,
      templateKey: `batch:${b.id}`,
      name: b.name,
      amount: b.amount,
      threshold: b.threshold,
      merchantId: b.merchant_id,
      vertical: b.vertical,
      aisleId: b.aisle_id,
      spuId: b.spu_id,
      expiresAt: now + b.valid_days * DAY_MS,
      createdAt: now
    })
    given += 1
  }
  return given
}
