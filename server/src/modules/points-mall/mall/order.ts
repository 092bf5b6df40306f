import type { PointsMallOrder } from '@lotus/contract/order-points'
import type { MallContext } from './shared.js'
import { expireIfDue, orderOf } from './helpers.js'

export const order =
  (ctx: MallContext) =>
  async (userId: number, id: number): Promise<PointsMallOrder> => {
    const { db } = ctx
    await expireIfDue(ctx, userId, id)
    return orderOf(ctx, db, userId, id)
  }
