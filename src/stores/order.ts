import { submitOrder } from '@/services/order'
import { afterSubmit, fingerprintOf, keyForAttempt } from '@/utils/idempotency-key'
import { useCart } from './cart'
import { cartOf } from './cart-reducer'
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
  /** a booked delivery time in seconds (預約送達), or null for as soon as possible */
  setDeliveryTime: (at: number | null) => void
  /**
   * POST /v1/store/order/submit with the coupon, red envelope and free-delivery voucher the last calc applied (what the user
   * saw priced; the server answers COUPON_INVALID if they no longer apply). null while another submit
   * of this checkout is in flight.
   */
  submit: (applied: {
    couponId: number | null
    redEnvelopeId: number | null
    freeDeliveryId?: number | null
  }) => Promise<{ orderId: number; payDeadline: number; total: number } | null>
  reset: () => void
}

/** The checkout being filled in (sub-order, remark-text and shipping-address share it). */
export const useCheckout = createUserStore<CheckoutState & CheckoutActions>()((set, get) => ({
  ...initialCheckout,
  start: (mchId) => set((s) => startCheckout(s, mchId)),
  setRemark: (remark) => set({ remark }),
  setTableware: (tableware) => set({ tableware }),
  setCoupon: (coupon) => set({ coupon }),
  setRedEnvelope: (redEnvelope) => set({ redEnvelope }),
  setFreeDelivery: (freeDelivery) => set({ freeDelivery }),
  setAddressId: (addressId) => set({ addressId }),
  setDeliveryTime: (deliveryTime) => set({ deliveryTime }),
  submit: async (applied) => {
    const s = get()
    if (s.submitting) return null
    if (!s.addressId) throw new Error('ADDRESS_REQUIRED')
    const body = {
      mchId: s.mchId,
      addressId: s.addressId,
      remark: s.remark || undefined,
      couponId: applied.couponId ?? undefined,
      redEnvelopeId: applied.redEnvelopeId ?? undefined,
      freeDeliveryId: applied.freeDeliveryId ?? undefined,
      tableware: s.tableware,
      deliveryTime: s.deliveryTime ?? undefined
    }
    // the attempt is what is ordered: these choices and the cart's lines
    const lines = cartOf(useCart.getState(), s.mchId).lines
    const attempt = keyForAttempt(s.attempt, fingerprintOf({ body, lines }))
    set({ submitting: true, attempt })
    try {
      const r = await submitOrder({ clientKey: attempt.key, ...body })
      // done: the next checkout is a new attempt with a new key
      set({ ...initialCheckout, addressId: s.addressId })
      return r
    } catch (e) {
      set({ submitting: false, attempt: afterSubmit(attempt, e) })
      throw e
    }
  },
  reset: () => set({ ...initialCheckout })
}))
