import type { PointsMallOrder } from '@lotus/contract/order-points'
import { notFound } from '../../../errors.js'
import type { MallContext } from './shared.js'
import { order } from './order.js'

/** The exchange of a cash order (the cashier's way back); another user's → NOT_FOUND. */
export const orderByOrderId =
  (ctx: MallContext) =>
  async (userId: number, orderId: number): Promise<PointsMallOrder> => {
    const { db } = ctx
    const r = await db.one<{ id: number }>(
      'SELECT id FROM pmall_orders WHERE order_id = $1 AND user_id = $2',
      [orderId, userId]
    )
    if (!r) throw notFound('找不到兌換訂單')
    return order(ctx)(userId, r.id)
  }
