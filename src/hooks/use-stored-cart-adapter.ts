import { useCallback, useMemo } from 'react'
import type { SpecGoods } from '@/components/spec-popup'
import { type CartAdapter, toPopupLine } from '@/hooks/use-menu-cart'
import type { CartProp } from '@/services/cart'
import { type GoodsForCart, useCart, useMchCart } from '@/stores/cart'
import { goodsCount } from '@/stores/cart-reducer'
import { cartItems, lineKey } from '@/utils/cart-lines'

/**
 * One merchant's stored cart (stores/cart.ts, priced by the server) as a CartAdapter: the takeaway menu,
 * the supermarket (one goods row per SKU) and the general store all edit it this way; caps are checked by
 * the store. `packFee`: whether the vertical charges packaging (the cart bar shows it).
 */
export function useStoredCartAdapter<G extends SpecGoods & GoodsForCart>(
  mchId: number,
  opts: { packFee: boolean }
): CartAdapter<G> {
  const cart = useMchCart(mchId)
  const items = useMemo(() => cartItems(cart.calc), [cart.calc])
  const lines = useMemo(() => items.map(toPopupLine), [items])

  const countOf = useCallback((goodsId: number) => goodsCount(cart, goodsId), [cart])
  const lineKeysOf = useCallback(
    (goodsId: number) => cart.lines.filter((l) => l.goodsId === goodsId).map((l) => lineKey(l)),
    [cart.lines]
  )

  const setLineQty = useCallback(
    async (key: string, qty: number) => {
      if (!mchId) return false
      const i = items.find((x) => lineKey(x) === key)
      if (i) {
        const line = {
          goodsId: i.goodsId,
          productId: i.productId,
          itemCount: i.itemCount,
          props: i.props,
          optType: i.optType
        }
        return useCart
          .getState()
          .setQty(mchId, line, qty, { stock: i.stock, totalStock: i.totalStock, limitBuy: i.limitBuy })
      }
      // not priced yet (calc pending): the stored line
      const l = cart.lines.find((x) => lineKey(x) === key)
      return l ? useCart.getState().setQty(mchId, l, qty) : false
    },
    [mchId, items, cart.lines]
  )

  const addGoods = useCallback(
    async (g: G, props: CartProp[], qty: number) =>
      mchId ? useCart.getState().addGoods(mchId, g, props, qty) : false,
    [mchId]
  )

  const clear = useCallback(async () => (mchId ? useCart.getState().clear(mchId) : false), [mchId])

  return {
    lines,
    countOf,
    lineKeysOf,
    setLineQty,
    addGoods,
    clear,
    clearQuestion: '清空購物車？',
    refusal: null,
    warning: cart.calc?.warnMsg ?? null,
    packFee: opts.packFee ? (cart.calc?.result.packFee ?? 0) : undefined
  }
}
