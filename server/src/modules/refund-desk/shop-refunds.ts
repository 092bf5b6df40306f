import type { Page } from '@lotus/contract/staff'
import { REFUND_DECIDER_TEXT } from '@lotus/contract/order'
import type { RefundStatus, ShopRefundRow } from '@lotus/contract/counter'
import { maskPhone } from '@lotus/contract/phone'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { refundLinesOf } from '../order/refund-facts.js'

interface Row {
  id: number
  order_id: number
  order_no: string
  vertical: string
  status: RefundStatus
  amount: number
  total: number
  reason: string
  detail: string
  phone: string
  created_at: number
  decided_at: number | null
  decided_by: string | null
  note: string | null
  by_lines: boolean
}

/** One shop's refund requests (pending first by default, oldest first so the longest wait is on top). */
export async function shopRefunds(
  db: Db,
  q: { merchantId: number; status?: RefundStatus | undefined; page: number; pageSize: number }
): Promise<Page<ShopRefundRow>> {
  const status = q.status ?? null
  const where = 'o.merchant_id = $1 AND ($2::text IS NULL OR r.status = $2)'
  const count = await db.one<{ n: number }>(
    `SELECT COUNT(*)::int AS n FROM refunds r JOIN orders o ON o.id = r.order_id WHERE ${where}`,
    [q.merchantId, status]
  )
  const rows = await db.many<Row>(
    `SELECT r.id, r.order_id, o.order_no, o.vertical, r.status, r.amount, o.total, r.reason, r.detail, u.phone,
       r.created_at, r.decided_at, r.decided_by, r.note, r.by_lines
     FROM refunds r JOIN orders o ON o.id = r.order_id JOIN users u ON u.id = r.user_id
     WHERE ${where}
     ORDER BY (r.status = 'pending') DESC, CASE WHEN r.status = 'pending' THEN r.created_at END, r.id DESC
     LIMIT $3 OFFSET $4`,
    [q.merchantId, status, q.pageSize, (q.page - 1) * q.pageSize]
  )
  const lines = await refundLinesOf(
    db,
    rows.map((r) => r.id)
  )
  return {
    list: rows.map((r) => ({
      id: r.id,
      orderId: r.order_id,
      orderNo: r.order_no,
      vertical: r.vertical,
      status: r.status,
      amount: r.amount,
      orderTotal: r.total,
      reason: r.reason,
      detail: r.detail,
      customer: maskPhone(r.phone),
      createdAt: toSeconds(Number(r.created_at)),
      decidedAt: r.decided_at === null ? null : toSeconds(Number(r.decided_at)),
      decidedBy: r.decided_by === null ? null : (REFUND_DECIDER_TEXT[r.decided_by] ?? null),
      note: r.note,
      lines: lines.get(r.id) ?? [],
      byLines: r.by_lines
    })),
    total: count?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize
  }
}
