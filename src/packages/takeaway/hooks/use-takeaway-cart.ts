import { useCallback } from 'react'
import type { CartBarProps } from '@/components/cart-bar'
import { useMenuCart } from '@/hooks/use-menu-cart'
import { go, withQuery } from '@/services/nav'
import { useStoredCart } from '@/queries/cart'
import { useTakeawayCartAdapter } from './takeaway-cart-adapter'
import { deliveryFeeText } from '@lotus/contract/delivery-fee'
import { currentLocale } from '@/i18n'
import { ROUTES } from '@/services/routes'

export { MULTI_SPEC_MINUS } from '@/hooks/use-menu-cart'
export const SUB_ORDER_PAGE = ROUTES.takeaway.subOrder

export interface MerchantTerms {
  id: number
  minOrder: number
  deliveryFee: number
  isOpen: boolean
}

/**
 * Everything a takeaway page needs around one merchant's cart: the shared menu cart (counts, steppers,
 * spec popup, cart list) over the takeaway adapter, loading the cart for the delivery point, and the cart bar.
 */
export function useTakeawayCart(m: MerchantTerms | null) {
  const mchId = m?.id ?? 0
  const cart = useStoredCart(mchId)
  const menu = useMenuCart(useTakeawayCartAdapter(cart))

  const count = cart.count
  const submit = useCallback(() => {
    if (m) go(withQuery(SUB_ORDER_PAGE, { mchId: m.id }))
  }, [m])

  const result = cart.calc?.result
  const bar: CartBarProps = {
    count,
    total: result?.total ?? 0,
    // Issue 8 §6: the amount, never a bare band name; the quote's fee once there is something to deliver.
    deliveryText:
      result && count > 0
        ? deliveryFeeText(result.deliveryFee, {}, currentLocale())
        : m
          ? deliveryFeeText(m.deliveryFee, {}, currentLocale())
          : '',
    gapToMin: result?.gapToMin ?? m?.minOrder ?? 0,
    minOrder: result?.minOrder ?? m?.minOrder ?? 0,
    canSubmit: result?.canSubmit ?? false,
    label: cart.calc?.actInfo.label ?? null,
    busy: cart.busy,
    closed: m ? !m.isOpen : false,
    onOpen: menu.togglePopup,
    onSubmit: submit
  }
  return {
    ...menu,
    cart,
    items: cart.items,
    count,
    submit,
    bar
  }
}
