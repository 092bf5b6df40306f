import type { Activity } from '../snapshot.js'
import type { Promotion } from './promotion.js'

/** A discount the shop set with a rate (issue 37); the seeded label-only ones (團購低至85折) price nothing. */
const activityOf = (activities: readonly Activity[]) =>
  activities.find((a) => a.type === 'discount' && typeof a.rate === 'number' && a.rate > 0 && a.rate < 100)

/** 全單折扣: the goods amount times the rate, the avos taken off rounded down (the customer never pays more). */
export const shopDiscount: Promotion = {
  key: 'shop-discount',
  stage: 'order',
  field: 'discount',
  applies: (ctx) => ctx.goodsAmount > 0 && activityOf(ctx.activities) !== undefined,
  apply(ctx) {
    const a = activityOf(ctx.activities)
    const rate = a?.rate ?? 100
    return { amount: Math.floor((ctx.goodsAmount * (100 - rate)) / 100), label: () => a?.label ?? '全單折扣' }
  }
}
