import type { OrderActor } from '@lotus/contract/order-actor'
import type { Db } from '../../../db/db.js'
import { AppError, ErrorCode } from '../../../errors.js'
import { lockOrder, shopOf } from '../order-ops.js'
import type { OrderContext } from './shared.js'

/**
 * The store redeemed the pickup code of a self-pickup order (inside the redeem's transaction): the order
 * is completed (earning honey points like any completed supermarket order). Anything else → ORDER_STATE,
 * which undoes the redeem.
 */
export const pickedUpIn =
  (ctx: OrderContext) =>
  async (t: Db, orderId: number, at: number, actor?: OrderActor): Promise<void> => {
    const o = await lockOrder(t, null, orderId)
    if (o.fulfilment !== 'pickup') throw new AppError(ErrorCode.ORDER_STATE, '此訂單不是到店自取訂單')
    await ctx.move(t, o, 'pickUp', actor ?? { type: 'merchant', id: o.pickup_store_id ?? shopOf(o) }, {
      at
    })
  }
