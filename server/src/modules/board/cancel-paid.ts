import type { OrderActor } from '@lotus/contract/order-actor'
import { stepNote } from '@lotus/contract/server-words'
import type { Db } from '../../db/db.js'
import { notifyOrder } from '../inbox/messages.js'
import type { OrderLifecycle } from '../order/move.js'
import { returnHeld, type OrderRow } from '../order/order-ops.js'
import { refundOnCancel } from '../order/order-refund.js'

/**
 * A paid order the shop did not take (rejected, or not accepted in time): cancelled, its stock and coupons back,
 * its money back where it came from, as a customer's own cancel of a paid order does, and the customer told why.
 */
export async function cancelPaidIn(
  lifecycle: OrderLifecycle,
  t: Db,
  o: OrderRow,
  input: { event: 'reject' | 'timeout'; actor: OrderActor; reason: string; at: number }
): Promise<OrderRow> {
  const { at, reason } = input
  const moved = await lifecycle.move(t, o, input.event, input.actor, {
    at,
    reason,
    ...stepNote('reason', { reason }),
    set: { cancel_reason: reason }
  })
  await returnHeld(t, o, at)
  await refundOnCancel(t, o, reason, at)
  const m = await t.one<{ name: string }>('SELECT name FROM merchants WHERE id = $1', [o.merchant_id])
  await notifyOrder(t, {
    userId: o.user_id,
    orderId: o.id,
    now: at,
    title: input.event === 'reject' ? '商家未能接單' : '商家未及時接單',
    body: `${m?.name ?? '商家'}：訂單 ${o.order_no}已取消（${reason}），款項原路退回。`,
    key: input.event === 'reject' ? 'shopRejected' : 'shopTimeout',
    values: { merchant: m?.name ?? '商家', orderNo: o.order_no, reason }
  })
  return moved
}
