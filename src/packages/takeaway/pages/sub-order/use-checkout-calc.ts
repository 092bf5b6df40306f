import { useEffect, useRef, useState } from 'react'
import type { LoadState } from '@/components/state-view'
import { type CartCalc, calcCart } from '@/services/cart'
import type { Address } from '@/services/address'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { type Choice, choiceParam } from '@/stores/order-reducer'

/**
 * The server's price of this checkout (POST /v2/wm/cart/calc with the stored cart): recomputed when
 * the address, coupon or red envelope changes. The newest answer wins.
 */
export function useCheckoutCalc(
  mchId: number,
  address: Address | null,
  coupon: Choice,
  redEnvelope: Choice,
  enabled: boolean
): { calc: CartCalc | null; state: LoadState; reload: () => void } {
  const [calc, setCalc] = useState<CartCalc | null>(null)
  const [state, setState] = useState<LoadState>('loading')
  const [attempt, setAttempt] = useState(0)
  const seq = useRef(0)
  const couponId = choiceParam(coupon)
  const redEnvelopeId = choiceParam(redEnvelope)

  useEffect(() => {
    if (!enabled || !mchId) return
    const my = ++seq.current
    const at = address ?? effectivePoint(useLocation.getState())
    calcCart(
      { mchId, lat: at.lat, lng: at.lng, data: null, couponId, redEnvelopeId, addressId: address?.id },
      { silent: true }
    )
      .then((c) => {
        if (my !== seq.current) return
        setCalc(c)
        const count = c.cartInfo.reduce((n, b) => n + b.items.length, 0)
        setState(count ? 'ready' : 'empty')
      })
      .catch(() => {
        if (my === seq.current) setState('error')
      })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address matters only by id and point
  }, [mchId, address?.id, address?.lat, address?.lng, couponId, redEnvelopeId, enabled, attempt])

  return { calc, state, reload: () => setAttempt((a) => a + 1) }
}
