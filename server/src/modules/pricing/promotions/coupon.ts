import { voucherAdjustment, type Promotion } from './promotion.js'

/** 優惠券: the chosen (or best) usable coupon whose threshold the goods amount meets. */
export const coupon: Promotion = {
  key: 'coupon',
  stage: 'order',
  field: 'couponAmount',
  applies: (ctx) => ctx.validCount > 0 && ctx.couponId !== null,
  apply: (ctx) =>
    voucherAdjustment(ctx.coupons, ctx.couponId ?? undefined, '優惠券', (c) => `優惠券（${c.name}）`)
}
