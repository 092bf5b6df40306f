import type { LineRefundFacts, RefundLineView } from '@lotus/contract/refund-lines'
import type { Db } from '../../db/db.js'
import type { OrderRow } from './order-ops.js'

/**
 * What a per-line refund of an order is computed from (contract/refund-lines.ts): its lines with the units
 * already given back, the money already given back (refunds, a weighed line's difference), and whether a refund
 * is waiting.
 */
export async function lineRefundFacts(
  db: Db,
  o: Pick<OrderRow, 'id' | 'total' | 'delivery_fee'>
): Promise<LineRefundFacts> {
  const lines = await db.many<{ id: number; item_count: number; amount: number; refunded: number }>(
    `SELECT i.id, i.item_count, i.amount,
       COALESCE((SELECT SUM(l.qty) FROM refund_lines l WHERE l.order_item_id = i.id AND l.status = 'approved'), 0)::int
         AS refunded
     FROM order_items i WHERE i.order_id = $1 ORDER BY i.sort, i.id`,
    [o.id]
  )
  // every sum already given back counts against what is left: approved refunds and a weighed line's difference
  const r = await db.one<{ refunded: number; pending: number }>(
    `SELECT (COALESCE(SUM(amount) FILTER (WHERE status = 'approved'), 0)
         + COALESCE((SELECT SUM(refund) FROM general_weighings WHERE order_id = $1), 0))::int AS refunded,
       COUNT(*) FILTER (WHERE status = 'pending')::int AS pending
     FROM refunds WHERE order_id = $1`,
    [o.id]
  )
  return {
    total: o.total,
    deliveryFee: o.delivery_fee,
    lines: lines.map((l) => ({ itemId: l.id, qty: l.item_count, amount: l.amount, refundedQty: l.refunded })),
    refundedAmount: r?.refunded ?? 0,
    pending: (r?.pending ?? 0) > 0
  }
}

/** The lines a refund asked back, with their names and the shop's decision on each. */
export async function refundLinesOf(
  db: Db,
  refundIds: readonly number[]
): Promise<Map<number, RefundLineView[]>> {
  const out = new Map<number, RefundLineView[]>()
  if (refundIds.length === 0) return out
  const rows = await db.many<{
    refund_id: number
    order_item_id: number
    name: string
    qty: number
    amount: number
    status: RefundLineView['status']
  }>(
    `SELECT l.refund_id, l.order_item_id, i.name, l.qty, l.amount, l.status
     FROM refund_lines l JOIN order_items i ON i.id = l.order_item_id
     WHERE l.refund_id = ANY($1::int[]) ORDER BY i.sort, i.id`,
    [refundIds]
  )
  for (const r of rows) {
    const list = out.get(r.refund_id) ?? []
    list.push({ itemId: r.order_item_id, name: r.name, qty: r.qty, amount: r.amount, status: r.status })
    out.set(r.refund_id, list)
  }
  return out
}
