import { formatMop } from '@lotus/contract/money'
import type { CartResult, CartWarning, Coupon, CouponType } from '@lotus/contract/cart'
import type { ScopedLine } from '@lotus/contract/coupon-scope'
import type { Activity } from '../snapshot.js'

/** What a promotion sees: the cart priced so far. Amounts in avos. */
export interface PromotionContext {
  activities: readonly Activity[]
  goodsAmount: number
  /** Units of the lines that can be bought. */
  validCount: number
  packFee: number
  /** After the delivery promotions. */
  deliveryFee: number
  /** What is left to pay after the promotions applied so far (never below 0). */
  left: number
  hasCompletedOrder: boolean
  /** The user is a god member (issue 12); absent = no. */
  godMember?: boolean
  /** The lines that can be bought, as coupon scopes see them (absent: only the goods amount is known). */
  lines?: readonly ScopedLine[]
  /** What member prices take off the lines that can be bought (whether or not the user is a member); absent = 0. */
  memberSaving?: number
  /** Usable here and met by the goods amount (a scoped coupon: by its in-scope lines), best first. */
  coupons: readonly Coupon[]
  redEnvelopes: readonly Coupon[]
  /** The user's free-delivery vouchers usable here, best first; absent = none. */
  freeDeliveryVouchers?: readonly Coupon[]
  /** undefined = the best usable one; null = none; a number = that one. */
  couponId: number | null | undefined
  redEnvelopeId: number | null | undefined
  freeDeliveryId?: number | null | undefined
}

/** The reduction fields of the wire result a promotion adds to. */
export type ReductionField = keyof Pick<
  CartResult,
  'fullReduction' | 'discount' | 'couponAmount' | 'redEnvelopeAmount'
>

export interface Adjustment {
  /** Avos the promotion would take off; the calculator limits it to what is left. */
  amount: number
  /** The label of its fee line (or, for a delivery promotion, of the delivery fee line), given what it took. */
  label: (taken: number) => string
  /** A reason to tell the user (e.g. the chosen coupon cannot be used), even when nothing is taken. */
  warn?: CartWarning
  /** The coupon, red envelope or free-delivery voucher it applied, used by the order. */
  voucherId?: number
}

interface PromotionBase {
  key: string
  applies(ctx: PromotionContext): boolean
  apply(ctx: PromotionContext): Adjustment
}

/**
 * One promotion. `delivery` promotions lower the delivery fee and relabel its line; `order` promotions take
 * from what is left to pay, in the order of PROMOTIONS, add a negative fee line and add to their result field.
 */
export type Promotion =
  (PromotionBase & { stage: 'delivery' }) | (PromotionBase & { stage: 'order'; field: ReductionField })

/** Amounts inside labels: exact to the avo, no trailing zeros (MOP 12.01 stays 12.01). */
export const mopLabel = (avos: number) => formatMop(avos, { symbol: false, trimZeros: true })

/**
 * The voucher (coupon or red envelope) the user asked for: undefined → the best usable one, a number → that
 * one, with a warning when it is not usable here.
 */
export function voucherAdjustment(
  list: readonly Coupon[],
  id: number | undefined,
  kind: CouponType,
  label: (v: Coupon) => string
): Adjustment {
  const v = id === undefined ? list[0] : list.find((x) => x.id === id)
  if (!v) {
    const warn: CartWarning = { key: 'voucherUnusable', values: { kind } }
    return { amount: 0, label: () => '', ...(id !== undefined ? { warn } : {}) }
  }
  return { amount: v.amount, label: () => label(v), voucherId: v.id }
}
