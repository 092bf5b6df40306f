import type { CartBarProps } from '@/components/cart-bar'
import { useMenuCart } from '@/hooks/use-menu-cart'
import { go } from '@/services/nav'
import { formatMop } from '@lotus/contract/money'
import { useStoredCart } from '@/queries/cart'
import { useMarketCartAdapter } from './market-cart-adapter'
import { marketWords } from '../words'
import { smPage } from './paths'

/**
 * A supermarket store's cart: the shared menu cart over the SKU adapter, loaded for the delivery point, and the
 * bottom bar every page of the store shows (as takeaway's: the bag opens the list, 去結算 the checkout).
 */
export function useMarketCart(mchId: number) {
  const w = marketWords.useWords()
  const cart = useStoredCart(mchId)
  const menu = useMenuCart(useMarketCartAdapter(cart))
  const count = cart.count
  const result = cart.calc?.result
  const total = result?.total ?? 0
  const bar: CartBarProps = {
    count,
    total,
    // the delivery minimum is the delivery's: self-pickup has none, so the checkout stays open and this line says it
    deliveryText:
      result && count > 0
        ? result.gapToMin > 0
          ? w('gapDelivery', { amount: formatMop(result.gapToMin, { trimZeros: true }) })
          : result.deliveryFee > 0
            ? w('fee', { amount: formatMop(result.deliveryFee, { trimZeros: true }) })
            : w('fee.free')
        : '',
    gapToMin: 0,
    minOrder: 0,
    // an order is for a booked slot (or picked up): the store need not be open now, the checkout says the rest
    canSubmit: count > 0,
    label: cart.calc?.actInfo.label ?? null,
    busy: cart.busy,
    onOpen: menu.togglePopup,
    onSubmit: () => go(smPage('subOrder', { mchId }))
  }
  return { ...menu, count, total, bar }
}
