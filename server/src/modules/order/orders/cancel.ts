import { lockOrder, refuseGroupOrder, returnHeld } from '../order-ops.js'
import { stepNote } from '@lotus/contract/server-words'
import { refundOnCancel } from '../order-refund.js'
import type { OrderDetail } from '../order-view.js'
import { detail, load } from './load.js'
import { customer, type OrderContext } from './shared.js'

/**
 * Cancels an unpaid or paid (not yet accepted) order: stock and coupons come back; a paid order's money
 * goes back to where it came from, in the same transaction.
 */
export const cancel =
  (ctx: OrderContext) =>
  async (userId: number, orderId: number, reason: string): Promise<OrderDetail> => {
    await load(ctx, userId, orderId)
    await ctx.db.tx(async (t) => {
      const o = await lockOrder(t, userId, orderId)
      refuseGroupOrder(o)
      const now = ctx.clock.now()
      const wasPaid = o.status === 'paid'
      await ctx.move(t, o, 'cancel', customer(userId), {
        at: now,
        reason,
        ...stepNote('reasonOnly', { reason }),
        set: { cancel_reason: reason }
      })
      await returnHeld(t, o, now)
      if (wasPaid) await refundOnCancel(t, o, reason, now)
    })
    return detail(ctx, userId, orderId)
  }
