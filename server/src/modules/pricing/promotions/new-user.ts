import type { Activity } from '../snapshot.js'
import type { Promotion } from './promotion.js'

const activityOf = (activities: readonly Activity[]) =>
  activities.find((a) => a.type === 'new_user' && (a.reduce ?? 0) > 0)

/** 新客立減: a fixed reduction for a user without a completed order, on a cart with something to buy. */
export const newUser: Promotion = {
  key: 'new-user',
  stage: 'order',
  field: 'discount',
  applies: (ctx) => ctx.validCount > 0 && !ctx.hasCompletedOrder && activityOf(ctx.activities) !== undefined,
  apply(ctx) {
    const a = activityOf(ctx.activities)
    return { amount: a?.reduce ?? 0, label: () => a?.label ?? '新客立減' }
  }
}
