import { lockOrder, refuseGroupOrder } from '../order-ops.js'
import type { OrderDetail } from '../order-view.js'
import { detail, load } from './load.js'
import { customer, type OrderContext } from './shared.js'

/** The buyer confirms a delivered order received. */
export const confirm =
  (ctx: OrderContext) =>
  async (userId: number, orderId: number): Promise<OrderDetail> => {
    await load(ctx, userId, orderId)
    await ctx.db.tx(async (t) => {
      const o = await lockOrder(t, userId, orderId)
      refuseGroupOrder(o)
      await ctx.move(t, o, 'confirm', customer(userId), { at: ctx.clock.now() })
    })
    return detail(ctx, userId, orderId)
  }
