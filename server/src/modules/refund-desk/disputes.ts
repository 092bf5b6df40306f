import type { Page } from '@lotus/contract/staff'
import type { DisputeStatus, OpsDisputeRow } from '@lotus/contract/refund-dispute'
import { maskPhone } from '@lotus/contract/phone'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'

interface Row {
  refund_id: number
  order_id: number
  order_no: string
  merchant_id: number
  shop_name: string
  vertical: string
  phone: string
  amount: number
  refund_reason: string
  refund_detail: string
  rejection: string | null
  rejected_at: number
  reason: string
  status: DisputeStatus
  note: string | null
  decided_by_name: string | null
  created_at: number
  decided_at: number | null
}

/** Support's 退款仲裁 queue: open ones oldest first (the longest wait on top), decided ones newest first. */
export async function disputeQueue(
  db: Db,
  q: { status: DisputeStatus; page: number; pageSize: number }
): Promise<Page<OpsDisputeRow>> {
  const count = await db.one<{ n: number }>(
    'SELECT COUNT(*)::int AS n FROM refund_disputes WHERE status = $1',
    [q.status]
  )
  const order = q.status === 'open' ? 'd.created_at, d.refund_id' : 'd.decided_at DESC, d.refund_id DESC'
  const rows = await db.many<Row>(
    `SELECT d.refund_id, r.order_id, o.order_no, o.merchant_id, m.name AS shop_name, o.vertical, u.phone, r.amount,
       r.reason AS refund_reason, r.detail AS refund_detail, d.rejection, d.rejected_at, d.reason, d.status, d.note,
       d.decided_by_name, d.created_at, d.decided_at
     FROM refund_disputes d JOIN refunds r ON r.id = d.refund_id JOIN orders o ON o.id = r.order_id
       JOIN merchants m ON m.id = o.merchant_id JOIN users u ON u.id = d.user_id
     WHERE d.status = $1 ORDER BY ${order} LIMIT $2 OFFSET $3`,
    [q.status, q.pageSize, (q.page - 1) * q.pageSize]
  )
  return {
    list: rows.map((r) => ({
      refundId: r.refund_id,
      orderId: r.order_id,
      orderNo: r.order_no,
      merchantId: r.merchant_id,
      shopName: r.shop_name,
      vertical: r.vertical,
      customer: maskPhone(r.phone),
      amount: Number(r.amount),
      refundReason: r.refund_reason,
      refundDetail: r.refund_detail,
      rejection: r.rejection,
      rejectedAt: toSeconds(Number(r.rejected_at)),
      reason: r.reason,
      status: r.status,
      note: r.note,
      decidedBy: r.decided_by_name,
      createdAt: toSeconds(Number(r.created_at)),
      decidedAt: r.decided_at === null ? null : toSeconds(Number(r.decided_at))
    })),
    total: count?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize
  }
}
