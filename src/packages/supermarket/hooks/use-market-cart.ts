import { useEffect } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { useMenuCart } from '@/hooks/use-menu-cart'
import { useCart, useMchCart } from '@/stores/cart'
import { totalCount } from '@/stores/cart-reducer'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { useSession } from '@/stores/session'
import { useMarketCartAdapter } from './market-cart-adapter'

/** A supermarket store's cart: the shared menu cart over the SKU adapter, loaded for the delivery point. */
export function useMarketCart(mchId: number) {
  const cart = useMchCart(mchId)
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const token = useSession((s) => s.token)
  const menu = useMenuCart(useMarketCartAdapter(mchId))
  useEffect(() => {
    if (mchId) void useCart.getState().load(mchId, point)
  }, [mchId, point.lat, point.lng, token]) // eslint-disable-line react-hooks/exhaustive-deps
  return { ...menu, count: totalCount(cart), total: cart.calc?.result.total ?? 0 }
}
