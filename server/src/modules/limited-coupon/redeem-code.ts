import type { Coupon } from '@lotus/contract/cart'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode } from '../../errors.js'
import { couponById } from '../coupon/coupon-service.js'
import { TAKE_COLUMNS, takeFromBatch, type TakeBatch } from './take.js'

const codeInvalid = (msg = '兌換碼無效') => new AppError(ErrorCode.COUPON_CODE_INVALID, msg)

/**
 * A customer's 兌換碼: the code's campaign issues its coupon, once per customer, within its budget. A single-use
 * code is marked used by the same transaction (a guarded update: of two customers at once, one gets it).
 */
export async function redeemCode(t: Db, userId: number, code: string, now: number): Promise<Coupon> {
  const c = await t.one<TakeBatch & { single_use: boolean; used_by: number | null }>(
    `SELECT ${TAKE_COLUMNS}, p.single_use, p.used_by FROM promo_codes p JOIN coupon_batches b ON b.id = p.batch_id
     WHERE p.code = $1 AND b.issue_rule = 'code'`,
    [code]
  )
  if (!c) throw codeInvalid()
  if (c.single_use) {
    const mark = await t.one<{ code: string }>(
      'UPDATE promo_codes SET used_by = $2, used_at = $3 WHERE code = $1 AND used_by IS NULL RETURNING code',
      [code, userId, now]
    )
    if (!mark) throw codeInvalid('此兌換碼已被使用')
  }
  const window = await t.one<{ open: boolean; started: boolean }>(
    `SELECT (stopped_at IS NULL AND ends_at > $2) AS open, starts_at <= $2 AS started FROM coupon_batches
     WHERE id = $1`,
    [c.id, now]
  )
  if (!window?.open) throw codeInvalid('此兌換碼的活動已結束')
  if (!window.started) throw new AppError(ErrorCode.COUPON_NOT_STARTED, '活動未開始')
  // each customer redeems a campaign's codes once, whatever its per-user limit
  const { couponId } = await takeFromBatch(t, { ...c, per_user: 1 }, userId, now, '每人只可兌換一次')
  const coupon = await couponById(t, userId, couponId, Math.floor(now / 1000))
  if (!coupon) throw codeInvalid()
  return coupon
}
