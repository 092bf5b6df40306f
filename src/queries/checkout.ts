import type { Vertical } from '@lotus/contract/verticals'
import type { LoadState } from '@/components/state-view'
import { useCheckoutAttempt } from '@/hooks/use-checkout-attempt'
import type { Address } from '@/services/address'
import { type CartCalc, calcCart } from '@/services/cart'
import { submitOrder } from '@/services/order'
import { type AppliedChoices, submitBody, useCheckout } from '@/stores/order'
import { cartItems } from '@/utils/cart-lines'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { type Choice, choiceParam } from '@/stores/order-reducer'
import { invalidate, loadStateOf, useQuery } from './cache'
import { cartKeys, storedCartLines } from './cart'

/**
 * The server's price of a takeaway checkout (POST /v2/wm/cart/calc over the stored cart), under the cart's key: a
 * change of the cart makes it stale. Every choice that changes the price is part of the key: the address (its id
 * and point), the coupon, the red envelope and the free-delivery voucher, so a slow answer for an earlier choice
 * never shows under a later one.
 */
export const checkoutKeys = {
  quote: (
    mchId: number,
    at: { lat: number; lng: number },
    addressId: number | null,
    couponId: number | undefined,
    redEnvelopeId: number | undefined,
    freeDeliveryId?: number | undefined
  ) =>
    [
      ...cartKeys.quotes(mchId),
      addressId,
      at.lat,
      at.lng,
      couponId ?? null,
      redEnvelopeId ?? null,
      freeDeliveryId ?? null
    ] as const
}

/**
 * The price shown on the checkout page. Never fresh from the cache (staleTime 0: prices, stock and
 * coupons move); while a changed choice is asked, the last price stays on screen.
 */
export function useCheckoutQuote(
  mchId: number,
  address: Address | null,
  coupon: Choice,
  redEnvelope: Choice,
  enabled: boolean,
  freeDelivery: Choice = { kind: 'auto' },
  /** the order's vertical (coupons of another are not offered): the takeaway checkout's, or the general store's */
  vertical: Vertical = 'takeaway'
): { calc: CartCalc | null; state: LoadState; reload: () => void } {
  const couponId = choiceParam(coupon)
  const redEnvelopeId = choiceParam(redEnvelope)
  const freeDeliveryId = choiceParam(freeDelivery)
  // no address yet: priced at the point the lists use (read once, as the page opens)
  const at = address ?? effectivePoint(useLocation.getState())
  const point = { lat: at.lat, lng: at.lng }
  const q = useQuery(
    checkoutKeys.quote(mchId, point, address?.id ?? null, couponId, redEnvelopeId, freeDeliveryId),
    () =>
      calcCart(
        {
          mchId,
          ...point,
          data: null,
          couponId,
          redEnvelopeId,
          freeDeliveryId,
          addressId: address?.id,
          vertical
        },
        { silent: true }
      ),
    { enabled: enabled && mchId > 0, keepPrevious: true }
  )
  // an error wins over the last price (the price may have moved); no lines is empty
  const state: LoadState = q.isError ? 'error' : loadStateOf(q, (c) => cartItems(c).length === 0)
  return { calc: q.data ?? null, state, reload: () => void q.refetch() }
}

/**
 * The takeaway checkout's submit (POST /v1/store/order/submit): the attempt is what is ordered, the checkout's
 * choices and the cart's lines, so a retry of the same one reuses its key and a changed cart or choice gets a new
 * one. `submit` resolves null while another submit of this checkout is in flight.
 */
export function useSubmitCheckout(mchId: number) {
  const attempt = useCheckoutAttempt(`takeaway:${mchId}`)
  const submit = async (applied: AppliedChoices) => {
    const s = useCheckout.getState()
    const body = submitBody(s, applied)
    const lines = storedCartLines(s.mchId)
    const r = await attempt.submit({ body, lines }, (clientKey) => submitOrder({ clientKey, ...body }))
    if (r) {
      // done: the next checkout starts over, with a new key; the order took the cart's lines
      useCheckout.getState().placed()
      void invalidate(cartKeys.mch(s.mchId))
    }
    return r
  }
  return { submit, submitting: attempt.busy }
}
