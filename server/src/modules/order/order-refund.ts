import type { Db } from '../../db/db.js'
import { recordRefund } from '../refund/refund-records.js'
import { refundTo, sendMoneyBack } from '../refund/refund-ops.js'
import { notifyOrderEvent } from './order-messages.js'
import type { OrderRow } from './order-ops.js'

export { refundTo }

/**
 * Sends an order's money back where it came from (the refund ledger, `modules/refund`) and tells the owner, in
 * the transaction that makes the refund. Returns the gateway reference of an online refund.
 */
export async function returnMoney(
  t: Db,
  order: OrderRow,
  amount: number,
  now: number,
  /** Some lines only: the payment stays (only the last refund of the order marks it refunded). */
  opts: { part?: boolean } = {}
): Promise<string | null> {
  if (amount <= 0) return null
  await notifyOrderEvent(t, order, 'refunded', now, amount)
  return sendMoneyBack(t, order, amount, now, opts)
}

/**
 * Records a refund already decided (a paid order cancelled before the merchant accepted it) and returns the
 * money. Inside the caller's transaction.
 */
export async function refundOnCancel(t: Db, order: OrderRow, reason: string, now: number): Promise<void> {
  const ref = await returnMoney(t, order, order.total, now)
  await recordRefund(t, {
    orderId: order.id,
    userId: order.user_id,
    amount: order.total,
    to: refundTo(order),
    reason,
    gatewayRef: ref,
    note: '取消訂單，自動退款',
    decided: true,
    now
  })
}
