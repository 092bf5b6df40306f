import {
  POINTS_EXCHANGE_CANCEL_REASON,
  type PointsMallOrder,
  type PointsOrderState
} from '@lotus/contract/order-points'
import { stepNote } from '@lotus/contract/server-words'
import { notFound } from '../../../errors.js'
import { lockOrder, returnHeld, type OrderRow as CashOrderRow } from '../../order/order-ops.js'
import { refundOnCancel } from '../../order/order-refund.js'
import { type MallContext, mover, notifyExchange, step } from './shared.js'
import { giveBack, expireIfDue, orderOf } from './helpers.js'

/**
 * Cancels an open gift exchange: points and stock come back once, the pickup code stops working; a paid cash
 * part goes back to where it came from (the order is cancelled with its refund), all in one transaction.
 */
export const cancel =
  (ctx: MallContext) =>
  async (userId: number, id: number): Promise<PointsMallOrder> => {
    const { db, clock } = ctx
    await expireIfDue(ctx, userId, id)
    return db.tx(async (t) => {
      const head = await t.one<{ order_id: number | null }>(
        'SELECT order_id FROM pmall_orders WHERE id = $1 AND user_id = $2',
        [id, userId]
      )
      if (!head) throw notFound('找不到兌換訂單')
      // The cash order first, the exchange second: the same lock order as a payment.
      const cashOrder: CashOrderRow | null =
        head.order_id === null ? null : await lockOrder(t, userId, head.order_id)
      const o = await t.one<{
        id: number
        user_id: number
        status: PointsOrderState
        item_id: number
        qty: number
        name: string
        order_id: number | null
      }>(
        `SELECT id, user_id, status, item_id, qty, name, order_id FROM pmall_orders
       WHERE id = $1 AND user_id = $2 FOR UPDATE`,
        [id, userId]
      )
      if (!o) throw notFound('找不到兌換訂單')
      const now = clock.now()
      const to = step(o.status, 'cancel')
      await t.query('UPDATE pmall_orders SET status = $2, updated_at = $3 WHERE id = $1', [id, to, now])
      await giveBack(ctx, t, o, '兌換取消，蜂蜜退回')
      await notifyExchange(t, o, 'cancelled', now)
      if (cashOrder && (cashOrder.status === 'unpaid' || cashOrder.status === 'paid')) {
        const reason = POINTS_EXCHANGE_CANCEL_REASON
        await mover(ctx).move(
          t,
          cashOrder,
          'cancel',
          { type: 'customer', id: userId },
          {
            at: now,
            reason,
            ...stepNote('reasonOnly', { reason }),
            set: { cancel_reason: reason }
          }
        )
        await returnHeld(t, cashOrder, now)
        if (cashOrder.status === 'paid') await refundOnCancel(t, cashOrder, reason, now)
      }
      return orderOf(ctx, t, userId, id)
    })
  }
