/** Limited coupons (issue 9): a batch with a total and a per-user limit, claimable in a time window. */
import type { CouponScope } from './coupon-scope'

export type LimitedCouponState = 'upcoming' | 'open' | 'soldOut' | 'ended'

export const LIMITED_COUPON_STATE_TEXT: Readonly<Record<LimitedCouponState, string>> = {
  upcoming: '即將開搶',
  open: '立即領取',
  soldOut: '已搶光',
  ended: '已結束'
}

export interface LimitedCoupon {
  id: number
  name: string
  /** A red envelope (紅包) is for any shop's order; the card says so. */
  type: 'coupon' | 'redEnvelope'
  /** Avos off. */
  amount: number
  /** Goods amount needed (avos); 0 = none. */
  threshold: number
  /** The store it is used at; null = every supermarket store. */
  mchId: number | null
  storeName: string
  /** Limited to one aisle or goods of the store (the threshold counts only those); null = the whole store. */
  scope: CouponScope | null
  total: number
  left: number
  perUser: number
  /** How many the caller holds from this batch (0 when logged out). */
  mine: number
  /** Seconds. */
  startsAt: number
  endsAt: number
  validDays: number
  state: LimitedCouponState
  /** Open, left, and the caller still under the per-user limit. */
  canClaim: boolean
}

/** The state of a batch at `now` (ms): the window first, then what is left. */
export function limitedCouponState(
  b: { startsAt: number; endsAt: number; total: number; claimed: number },
  now: number
): LimitedCouponState {
  if (now < b.startsAt) return 'upcoming'
  if (now >= b.endsAt) return 'ended'
  return b.claimed >= b.total ? 'soldOut' : 'open'
}
