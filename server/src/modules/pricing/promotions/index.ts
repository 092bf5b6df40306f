import { coupon } from './coupon.js'
import { freeDelivery } from './free-delivery.js'
import { memberFreeDelivery } from './member-free-delivery.js'
import { memberPrice } from './member-price.js'
import { fullReduction } from './full-reduction.js'
import { newUser } from './new-user.js'
import type { Promotion } from './promotion.js'
import { redEnvelope } from './red-envelope.js'
import { shopDiscount } from './shop-discount.js'

export type { Adjustment, Promotion, PromotionContext, ReductionField } from './promotion.js'

/**
 * Every promotion, in the order they apply: delivery first, then each reduction takes from what is left.
 * A new promotion is a file beside these plus one line here.
 */
export const PROMOTIONS: readonly Promotion[] = [
  freeDelivery,
  memberFreeDelivery,
  memberPrice,
  fullReduction,
  shopDiscount,
  newUser,
  coupon,
  redEnvelope
]
