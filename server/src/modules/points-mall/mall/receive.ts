import type { PointsMallOrder, PointsOrderState } from '@lotus/contract/order-points'
import { notFound } from '../../../errors.js'
import { lockOrder } from '../../order/order-ops.js'
import type { MallContext } from './shared.js'
import { receiveIn, orderOf } from './helpers.js'

/** The user confirms a shipped gift received: shipped → completed (another user's → NOT_FOUND). */
export const receive =
  (ctx: MallContext) =>
  async (userId: number, id: number): Promise<PointsMallOrder> => {
    const { db, clock } = ctx
    return db.tx(async (t) => {
      const head = await t.one<{ order_id: number | null }>(
        'SELECT order_id FROM pmall_orders WHERE id = $1 AND user_id = $2',
        [id, userId]
      )
      if (!head) throw notFound('找不到兌換訂單')
      // The cash order first, the exchange second: the same lock order as a payment or a cancel.
      if (head.order_id !== null) await lockOrder(t, userId, head.order_id)
      const o = await t.one<{ id: number; status: PointsOrderState; order_id: number | null }>(
        'SELECT id, status, order_id FROM pmall_orders WHERE id = $1 AND user_id = $2 FOR UPDATE',
        [id, userId]
      )
      if (!o) throw notFound('找不到兌換訂單')
      await receiveIn(ctx, t, o, clock.now(), '已確認收貨', { type: 'customer', id: userId })
      return orderOf(ctx, t, userId, id)
    })
  }
