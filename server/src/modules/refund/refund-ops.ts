import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/db.js'
import { notifyOrderEvent } from '../order/order-messages.js'
import type { OrderRow } from '../order/order-ops.js'
import { refundToShopCard } from '../wallet/shop-card-ops.js'
import { moveMoney } from '../wallet/wallet-ops.js'
import { refundOrderTxns } from '../payment/txns.js'
import { recordRefund } from './refund-records.js'

export type RefundTo = 'wallet' | 'online' | 'shopCard'

/** Where an order's refund goes: back where it was paid from. */
export const refundTo = (o: Pick<OrderRow, 'pay_method'>): RefundTo =>
  o.pay_method === 'wallet' ? 'wallet' : o.pay_method === 'shopCard' ? 'shopCard' : 'online'

/**
 * Sends an order's money back where it came from, inside the caller's transaction: a wallet payment is
 * credited to the wallet with a `refund` record; an online payment gets a recorded sandbox-gateway refund
 * (its reference is kept on the refund and, unless only some lines go back, the payment transaction is marked
 * refunded). Returns the reference.
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
  // the owner hears of every refund, in the transaction that makes it
  await notifyOrderEvent(t, order, 'refunded', now, amount)
  if (order.pay_method === 'wallet') {
    await moveMoney(t, {
      userId: order.user_id,
      amount,
      type: 'refund',
      title: `訂單退款 ${order.order_no}`,
      orderId: order.id,
      now
    })
    return null
  }
  if (order.pay_method === 'shopCard') {
    await refundToShopCard(t, order, amount, now)
    return null
  }
  const ref = `SBR${randomBytes(8).toString('hex').toUpperCase()}`
  if (!opts.part) await refundOrderTxns(t, order.id, now)
  return ref
}

/**
 * Records a refund already decided (a paid order cancelled before the merchant accepted it) and returns the
 * money. Inside the caller's transaction.
 */
export async function refundOnCancel(t: Db, order: OrderRow, reason: string, now: number): Promise<void> {
  const to = refundTo(order)
  const ref = await returnMoney(t, order, order.total, now)
  await recordRefund(t, {
    orderId: order.id,
    userId: order.user_id,
    amount: order.total,
    to,
    reason,
    gatewayRef: ref,
    note: '取消訂單，自動退款',
    decided: true,
    now
  })
}
