import type { Vertical } from '@lotus/contract/verticals'
import type { CartLine, Coupon } from '@lotus/contract/cart'
import type { FeeBand } from '../fee/time-fee.js'

/** One promotion a merchant runs, as stored in `merchants.activities` (amounts in avos). */
export interface Activity {
  type: 'full_reduction' | 'discount' | 'new_user' | 'delivery_free' | string
  label: string
  threshold?: number
  reduce?: number
  /** 'discount' set by the shop (issue 37): percent of the goods paid (88 = 88折); absent: a label only */
  rate?: number
}

export interface PricingMerchant {
  id: number
  name: string
  lat: number
  lng: number
  open_hours: string
  is_open: boolean
  /** issue 37: Macau days closed and a busy pause's end (ms); absent: none */
  holidays?: string[]
  paused_until?: number | null
  min_order: number
  delivery_fee: number
  pack_fee: number
  activities: Activity[]
  delivery_range_m: number
}

export interface PricingGoods {
  id: number
  merchant_id: number
  name: string
  price: number
  pack_fee: number
  stock: number
  total_stock: number
  limit_buy: number
  on_sale: boolean
  /** the shop's uploaded photo (issue 37); absent or null: the drawn artwork */
  photo?: string | null
  /** A supermarket SKU: its goods (SPU) and aisles (level-2 and its level-1), for scoped coupons. */
  spu_id?: number | null
  aisle_ids?: number[] | null
  /** What an active god member pays instead of `price` (issue 12); null/absent = no member price. */
  member_price?: number | null
  /** A takeaway SKU (規格): the goods it belongs to; its name is the SKU's (大份). null/absent: not a SKU. */
  sku_of?: number | null
  /** The goods has SKUs: a line must name one of them. */
  has_skus?: boolean
}

export interface PricingOption {
  goods_id: number
  name: string
  required: boolean
  multi: boolean
  values: Array<{ value: string; priceDelta: number }>
}

/** A line to price; stored lines keep their cart id, given lines get -1, -2, … */
export type PricingLine = CartLine & {
  cartId: number
  /** A stored line's price when it was put in the cart (issue 37: a changed price is told in warnMsg). */
  seenPrice?: number | null
}

/** Everything the calculator needs, read by `loadPricing` (the only database access of pricing). */
export interface PricingSnapshot {
  merchant: PricingMerchant
  lines: PricingLine[]
  goods: PricingGoods[]
  options: PricingOption[]
  /** The merchant's delivery-fee bands of the day; none → the merchant's flat delivery fee. */
  bands: FeeBand[]
  /** Usable now at this merchant, best first, before the threshold check against the goods amount. */
  coupons: Coupon[]
  redEnvelopes: Coupon[]
  /** Free-delivery vouchers (issue 12) usable now at this merchant, best first; absent = none. */
  freeDeliveryVouchers?: Coupon[]
  /** Whether the user has a completed order; only read (else false) when the merchant runs a new-user reduction. */
  hasCompletedOrder: boolean
  /** Whether the user is a god member now (member prices); absent = no. */
  godMember?: boolean
}

export interface QuoteInput {
  userId: number
  mchId: number
  lat: number
  lng: number
  /** null = the stored cart. */
  lines: CartLine[] | null
  /** With `lines` null: the stored cart as the caller has just read or written it (it is not read again). */
  stored?: PricingLine[] | undefined
  /** undefined = the best usable one; null = none; a number = that one (not applied if unusable). */
  couponId?: number | null
  redEnvelopeId?: number | null
  freeDeliveryId?: number | null
  /** Seconds. */
  now: number
  /** Self-pickup at the store: no delivery fee, no delivery range (the point is ignored). */
  pickup?: boolean | undefined
  /**
   * An order for later (a booked delivery slot, a self-pickup): the store need not be within its opening
   * hours now, only taking orders (not suspended).
   */
  scheduled?: boolean | undefined
  /** The order's vertical: a coupon kept to another vertical is not offered (absent: any of the shop's). */
  vertical?: Vertical | undefined
}

/** What the calculator takes besides the snapshot: the delivery point, the chosen vouchers and the time. */
export type PricingInput = Pick<
  QuoteInput,
  'lat' | 'lng' | 'couponId' | 'redEnvelopeId' | 'freeDeliveryId' | 'now' | 'pickup' | 'scheduled'
>
