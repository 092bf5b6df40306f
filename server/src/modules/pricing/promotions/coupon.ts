import type { Coupon } from '@lotus/contract/cart'
import { scopedAmount, type ScopedLine } from '@lotus/contract/coupon-scope'
import { voucherAdjustment, type Promotion } from './promotion.js'

/**
 * The coupons of `list` usable on these lines: a scoped coupon (one aisle or goods) counts only its in-scope
 * lines toward its threshold and needs at least one of them; an unscoped one counts the whole goods amount.
 */
export function couponsUsableFor(list: readonly Coupon[], lines: readonly ScopedLine[]): Coupon[] {
  return list.filter((c) => {
    if (!c.scope) return c.threshold <= scopedAmount(null, lines)
    const amount = scopedAmount(c.scope, lines)
    return amount > 0 && c.threshold <= amount
  })
}

/**
 * 優惠券: the chosen (or best) usable coupon whose threshold the (in-scope) goods amount meets. A scoped
 * coupon takes at most what its lines cost.
 */
export const coupon: Promotion = {
  key: 'coupon',
  stage: 'order',
  field: 'couponAmount',
  applies: (ctx) => ctx.validCount > 0 && ctx.couponId !== null,
  apply: (ctx) => {
    const adj = voucherAdjustment(
      ctx.coupons,
      ctx.couponId ?? undefined,
      'coupon',
      (c) => `優惠券（${c.name}）`
    )
    const v = ctx.coupons.find((c) => c.id === adj.voucherId)
    if (!v?.scope || !ctx.lines) return adj
    return { ...adj, amount: Math.min(adj.amount, scopedAmount(v.scope, ctx.lines)) }
  }
}
