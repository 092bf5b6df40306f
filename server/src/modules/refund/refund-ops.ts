import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/db.js'
import { refundToShopCard } from '../wallet/shop-card-ops.js'
import { moveMoney } from '../wallet/wallet-ops.js'
import { refundOrderTxns } from '../payment/txns.js'
import { recordTitle } from '../../i18n/record-titles.js'

export type RefundTo = 'wallet' | 'online' | 'shopCard'

/**
 * What the money side needs of an order (the order module's row has it): the refund ledger sits below the order
 * module and never imports it (server/tests/module-deps.test.ts).
 */
export interface PaidOrder {
  id: number
  order_no: string
  user_id: number
  merchant_id: number | null
  pay_method: 'wallet' | 'online' | 'shopCard' | null
}

/** Where an order's refund goes: back where it was paid from. */
export const refundTo = (o: Pick<PaidOrder, 'pay_method'>): RefundTo =>
  o.pay_method === 'wallet' ? 'wallet' : o.pay_method === 'shopCard' ? 'shopCard' : 'online'

/**
 * Sends an order's money back where it came from, inside the caller's transaction: a wallet payment is
 * credited to the wallet with a `refund` record; an online payment gets a recorded sandbox-gateway refund
 * (its reference is kept on the refund and, unless only some lines go back, the payment transaction is marked
 * refunded). Returns the reference. The owner's message is the order module's (`order/order-refund.ts`).
 */
export async function sendMoneyBack(
  t: Db,
  order: PaidOrder,
  amount: number,
  now: number,
  /** Some lines only: the payment stays (only the last refund of the order marks it refunded). */
  opts: { part?: boolean } = {}
): Promise<string | null> {
  if (amount <= 0) return null
  if (order.pay_method === 'wallet') {
    await moveMoney(t, {
      userId: order.user_id,
      amount,
      type: 'refund',
      ...recordTitle('orderRefund', { orderNo: order.order_no }),
      orderId: order.id,
      now
    })
    return null
  }
  if (order.pay_method === 'shopCard') {
    // a shop's card pays only that shop's orders
    if (order.merchant_id === null) throw new Error(`order ${order.id} paid by shop card has no shop`)
    await refundToShopCard(t, { ...order, merchant_id: order.merchant_id }, amount, now)
    return null
  }
  const ref = `SBR${randomBytes(8).toString('hex').toUpperCase()}`
  if (!opts.part) await refundOrderTxns(t, order.id, now)
  return ref
}
