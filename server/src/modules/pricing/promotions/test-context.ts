import type { Coupon } from '@lotus/contract/cart'
import type { PromotionContext } from './promotion.js'

/** A promotion context for unit tests: a cart of MOP 100 with something to buy, nothing else. */
export function promotionContext(over: Partial<PromotionContext> = {}): PromotionContext {
  return {
    activities: [],
    goodsAmount: 10_000,
    validCount: 2,
    packFee: 0,
    deliveryFee: 0,
    left: 10_000,
    hasCompletedOrder: false,
    coupons: [],
    redEnvelopes: [],
    couponId: undefined,
    redEnvelopeId: undefined,
    ...over
  }
}

export function voucher(id: number, amount: number, type: Coupon['type'] = 'coupon'): Coupon {
  return {
    id,
    type,
    name: `券${id}`,
    amount,
    threshold: 0,
    mchId: null,
    expireAt: 2_000_000_000,
    status: 'usable'
  }
}
