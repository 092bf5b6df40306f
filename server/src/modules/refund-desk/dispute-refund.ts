import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound } from '../../errors.js'

/**
 * The customer asks the platform to decide a refund the shop rejected (申請平台介入, issue 38 point 5): once per
 * refund, only the order's latest whole refund, while the order still stands rejected. Another customer's refund
 * answers NOT_FOUND, exactly like a missing one. Locks the order first (the lock order of every refund step).
 */
export async function disputeRefund(
  deps: { db: Db; clock: Clock },
  userId: number,
  input: { refundId: number; reason: string }
): Promise<{ orderId: number }> {
  const refused = (msg: string) => new AppError(ErrorCode.REFUND_STATE, msg)
  return deps.db.tx(async (t) => {
    const head = await t.one<{ order_id: number }>(
      'SELECT order_id FROM refunds WHERE id = $1 AND user_id = $2',
      [input.refundId, userId]
    )
    if (!head) throw notFound('找不到退款申請')
    const o = await t.one<{ status: string }>('SELECT status FROM orders WHERE id = $1 FOR UPDATE', [
      head.order_id
    ])
    const r = await t.one<{
      status: string
      by_lines: boolean
      decided_by: string | null
      note: string | null
      decided_at: number | null
      latest: number
    }>(
      `SELECT status, by_lines, decided_by, note, decided_at,
         (SELECT MAX(id) FROM refunds WHERE order_id = $2)::int AS latest
       FROM refunds WHERE id = $1 FOR UPDATE`,
      [input.refundId, head.order_id]
    )
    if (!r || !o) throw notFound('找不到退款申請')
    const asked = await t.one('SELECT 1 FROM refund_disputes WHERE refund_id = $1', [input.refundId])
    if (asked) throw refused('已申請平台介入，每個退款申請只可申請一次')
    if (r.status !== 'rejected' || r.decided_by !== 'merchant' || r.decided_at === null)
      throw refused('只可就商家拒絕的退款申請平台介入')
    if (r.by_lines) throw refused('部分商品退款暫不支援平台介入')
    if (r.latest !== input.refundId || o.status !== 'refund_rejected')
      throw refused('訂單狀態已改變，無法申請平台介入')
    await t.query(
      `INSERT INTO refund_disputes (refund_id, user_id, reason, rejection, rejected_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [input.refundId, userId, input.reason, r.note, r.decided_at, deps.clock.now()]
    )
    return { orderId: head.order_id }
  })
}
