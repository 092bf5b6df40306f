import type { CouponEntry } from '@lotus/contract/account-money'
import { isVertical } from '@lotus/contract/verticals'
import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import {
  compareCoupons,
  SCOPE_COLUMNS,
  toCoupon,
  type CouponStatus,
  type CouponType
} from '../coupon/coupon-service.js'

/**
 * My coupons or red envelopes by state, each with where it can be used: its own vertical, else its merchant's
 * (first vertical) and name; null for platform-wide ones (the entry opens the home page).
 */
export function createCouponEntries(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  return {
    async list(userId: number, q: { type: CouponType; status: CouponStatus }): Promise<CouponEntry[]> {
      const nowMs = clock.now()
      const cond =
        q.status === 'used'
          ? `c.status = 'used' AND $3::bigint >= 0`
          : q.status === 'expired'
            ? `c.status = 'usable' AND c.expires_at <= $3`
            : `c.status = 'usable' AND c.expires_at > $3`
      const rows = await db.many<{
        id: number
        type: CouponType
        name: string
        amount: number
        threshold: number
        merchant_id: number | null
        status: 'usable' | 'used'
        expires_at: number
        vertical: string | null
        merchant_vertical: string | null
        merchant_name: string | null
        aisle_id: number | null
        spu_id: number | null
        scope_name: string | null
      }>(
        `SELECT c.id, c.type, c.name, c.amount, c.threshold, c.merchant_id, c.status, c.expires_at, c.vertical,
                m.verticals[1] AS merchant_vertical, m.name AS merchant_name, ${SCOPE_COLUMNS}
         FROM coupons c LEFT JOIN merchants m ON m.id = c.merchant_id
         WHERE c.user_id = $1 AND c.type = $2 AND ${cond} ORDER BY c.id DESC LIMIT 200`,
        [userId, q.type, nowMs]
      )
      const now = toSeconds(nowMs)
      const list = rows.map((r): CouponEntry => {
        const v = r.vertical ?? r.merchant_vertical
        return {
          ...toCoupon({ ...r, expires_at: Number(r.expires_at) }, now),
          vertical: isVertical(v) ? v : null,
          merchantName: r.merchant_name
        }
      })
      return q.status === 'usable' ? list.sort(compareCoupons) : list
    }
  }
}
