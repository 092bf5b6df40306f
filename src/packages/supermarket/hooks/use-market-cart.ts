import { useEffect } from 'react'
import { useShallow } from 'zustand/react/shallow'
import type { CartBarProps } from '@/components/cart-bar'
import { useMenuCart } from '@/hooks/use-menu-cart'
import { go } from '@/services/nav'
import { deliveryFeeText } from '@lotus/contract/delivery-fee'
import { formatMop } from '@lotus/contract/money'
import { useCart, useMchCart } from '@/stores/cart'
import { totalCount } from '@/stores/cart-reducer'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { useSession } from '@/stores/session'
import { useMarketCartAdapter } from './market-cart-adapter'
import { smPage } from './paths'

/**
 * A supermarket store's cart: the shared menu cart over the SKU adapter, loaded for the delivery point, and the
 * bottom bar every page of the store shows (as takeaway's: the bag opens the list, 去結算 the checkout).
 */
export function useMarketCart(mchId: number) {
  const cart = useMchCart(mchId)
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const token = useSession((s) => s.token)
  const menu = useMenuCart(useMarketCartAdapter(mchId))
  useEffect(() => {
    if (mchId) void useCart.getState().load(mchId, point)
  }, [mchId, point.lat, point.lng, token]) // eslint-disable-line react-hooks/exhaustive-deps
  const count = totalCount(cart)
  const result = cart.calc?.result
  const total = result?.total ?? 0
  const bar: CartBarProps = {
    count,
    total,
    // the delivery minimum is the delivery's: self-pickup has none, so the checkout stays open and this line says it
    deliveryText:
      result && count > 0
        ? result.gapToMin > 0
          ? `外送差${formatMop(result.gapToMin, { trimZeros: true })}起送，自取不限`
          : deliveryFeeText(result.deliveryFee)
        : '',
    gapToMin: 0,
    minOrder: 0,
    // an order is for a booked slot (or picked up): the store need not be open now, the checkout says the rest
    canSubmit: count > 0,
    label: cart.calc?.actInfo.label ?? null,
    busy: cart.loading,
    onOpen: menu.togglePopup,
    onSubmit: () => go(smPage('subOrder', { mchId }))
  }
  return { ...menu, count, total, bar }
}
