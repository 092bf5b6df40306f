import type { Activity } from '../snapshot.js'
import type { Promotion } from './promotion.js'

const activityOf = (activities: readonly Activity[], goodsAmount: number) =>
  activities.find((a) => a.type === 'delivery_free' && goodsAmount > 0 && goodsAmount >= (a.threshold ?? 0))

/** 免配送費: the goods amount meets the threshold → no delivery fee, and the delivery line names the offer. */
export const freeDelivery: Promotion = {
  key: 'free-delivery',
  stage: 'delivery',
  applies: (ctx) => activityOf(ctx.activities, ctx.goodsAmount) !== undefined,
  apply(ctx) {
    const a = activityOf(ctx.activities, ctx.goodsAmount)
    return { amount: ctx.deliveryFee, label: () => `配送費（${a?.label ?? ''}）` }
  }
}
