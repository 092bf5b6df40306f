import type { SubmitOrderInput } from '@/services/order'
import { type CheckoutState, type Choice, initialCheckout, startCheckout } from './order-reducer'
import { createUserStore } from './user-store'

interface CheckoutActions {
  start: (mchId: number) => void
  setRemark: (remark: string) => void
  setTableware: (n: number) => void
  setCoupon: (c: Choice) => void
  setRedEnvelope: (c: Choice) => void
  setFreeDelivery: (c: Choice) => void
  setAddressId: (id: number | null) => void
  /** The order was placed: the next checkout starts over (same address). */
  placed: () => void
  /** a booked delivery time in seconds (預約送達), or null for as soon as possible */
  setDeliveryTime: (at: number | null) => void
  reset: () => void
}

/** The checkout being filled in (sub-order, remark-text and shipping-address share it). */
export const useCheckout = createUserStore<CheckoutState & CheckoutActions>()((set) => ({
  ...initialCheckout,
  start: (mchId) => set((s) => startCheckout(s, mchId)),
  setRemark: (remark) => set({ remark }),
  setTableware: (tableware) => set({ tableware }),
  setCoupon: (coupon) => set({ coupon }),
  setRedEnvelope: (redEnvelope) => set({ redEnvelope }),
  setFreeDelivery: (freeDelivery) => set({ freeDelivery }),
  setAddressId: (addressId) => set({ addressId }),
  placed: () => set((s) => ({ ...initialCheckout, addressId: s.addressId })),
  setDeliveryTime: (deliveryTime) => set({ deliveryTime }),
  reset: () => set({ ...initialCheckout })
}))

export interface AppliedChoices {
  couponId: number | null
  redEnvelopeId: number | null
  freeDeliveryId?: number | null
}

/**
 * The body of POST /v1/store/order/submit (without its client key): the checkout's choices with the coupon, red
 * envelope and free-delivery voucher the last calc applied (what the user saw priced; the server answers
 * COUPON_INVALID if they no longer apply).
 */
export function submitBody(s: CheckoutState, applied: AppliedChoices): Omit<SubmitOrderInput, 'clientKey'> {
  if (!s.addressId) throw new Error('ADDRESS_REQUIRED')
  return {
    mchId: s.mchId,
    addressId: s.addressId,
    remark: s.remark || undefined,
    couponId: applied.couponId ?? undefined,
    redEnvelopeId: applied.redEnvelopeId ?? undefined,
    freeDeliveryId: applied.freeDeliveryId ?? undefined,
    tableware: s.tableware,
    deliveryTime: s.deliveryTime ?? undefined
  }
}
