import type { CartLine, CartProp } from './cart-line'
import type { CartWarning, InvalidKey } from './cart-warnings'
import type { CouponScope } from './coupon-scope'
import type { Vertical } from './verticals'

export type { CartLine, CartProp, CartWarning, InvalidKey }

/**
 * A line of the computed cart. `invalid` says why it cannot be bought (removed, sold out, option gone), in the
 * answer's language; `invalidKey` is that reason as a key (contract/cart-warnings.ts words it).
 */
export interface CartItem {
  cartId: number
  goodsId: number
  productId: number
  itemCount: number
  bagNo: 1
  props: CartProp[]
  optType: number | null
  name: string
  image: string
  unitPrice: number
  amount: number
  stock: number
  /** The stock the spec §5 cap reads (falls back to stock when absent). */
  totalStock: number
  limitBuy: number
  invalid: string | null
  invalidKey: InvalidKey | null
}

export interface FeeLine {
  label: string
  /** Signed avos: charges positive, reductions negative. */
  amount: number
}

/** The kinds of voucher a user holds; 免配送費券 take off only the delivery fee. */
export const COUPON_TYPES = ['coupon', 'redEnvelope', 'freeDelivery'] as const
export type CouponType = (typeof COUPON_TYPES)[number]

/** What each kind is called in the interface. */
export const COUPON_TYPE_NAMES: Readonly<Record<CouponType, string>> = {
  coupon: '優惠券',
  redEnvelope: '紅包',
  freeDelivery: '免配送費券'
}

export interface Coupon {
  id: number
  type: CouponType
  name: string
  amount: number
  threshold: number
  mchId: number | null
  /** Seconds. */
  expireAt: number
  status: 'usable' | 'used' | 'expired'
  /** Limited to one supermarket aisle or goods (its threshold counts only those lines); absent/null = the whole store. */
  scope?: CouponScope | null
  /** Kept to one vertical's orders (限外賣, 限超市); absent/null = every vertical. */
  vertical?: Vertical | null
}

export interface CartResult {
  goodsAmount: number
  packFee: number
  deliveryFee: number
  deliveryFeeLabel: string
  fullReduction: number
  /** Activity discounts other than full reduction (new-user). */
  discount: number
  couponAmount: number
  redEnvelopeAmount: number
  total: number
  minOrder: number
  gapToMin: number
  canSubmit: boolean
  distanceM: number
  feeLines: FeeLine[]
  /**
   * Member prices (issue 12): what a non-member would save on this cart as a god member (shown as an offer).
   * 0 or absent for a member (their saving is the 會員價 fee line) or a cart without member prices.
   */
  memberSaving?: number
}

export interface CartCalc {
  cartInfo: Array<{ bagNo: 1; items: CartItem[] }>
  actInfo: { label: string; reduce: number }
  result: CartResult
  /** Usable here, best first. */
  coupons: Coupon[]
  redEnvelopes: Coupon[]
  /** What to tell the customer (`warnings` worded in the answer's language, joined); null when nothing. */
  warnMsg: string | null
  /** The same as keys with values, in order (contract/cart-warnings.ts words them). */
  warnings: CartWarning[]
  /** Which coupon / red envelope the totals applied (null when none). Part B stores these on the order. */
  couponId: number | null
  redEnvelopeId: number | null
  /** Free-delivery vouchers usable on this order (none for self-pickup or a free delivery), best first. */
  freeDeliveryVouchers?: Coupon[]
  /** The free-delivery voucher the delivery fee applied (null when none). */
  freeDeliveryId?: number | null
}
