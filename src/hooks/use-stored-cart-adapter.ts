import { useCallback, useMemo } from 'react'
import type { SpecGoods } from '@/components/spec-popup'
import { type CartAdapter, toPopupLine } from '@/hooks/use-menu-cart'
import type { GoodsForCart, StoredCartView } from '@/queries/cart'
import type { CartProp } from '@/services/cart'
import { asSku, lineKey } from '@/utils/cart-lines'
import { hookWords } from './words'

/**
 * One merchant's stored cart (`useStoredCart` of queries/cart.ts, priced by the server) as a CartAdapter: the
 * takeaway menu, the supermarket (one goods row per SKU) and the general store all edit it this way; caps are
 * checked there. `packFee`: whether the vertical charges packaging (the cart bar shows it).
 */
export function useStoredCartAdapter<G extends SpecGoods & GoodsForCart>(
  cart: StoredCartView,
  opts: { packFee: boolean }
): CartAdapter<G> {
  const { items, lines: stored, setQty, addGoods: add, clear, countOf } = cart
  const w = hookWords.useWords()
  const lines = useMemo(() => items.map(toPopupLine), [items])

  const lineKeysOf = useCallback(
    (goodsId: number) => stored.filter((l) => l.goodsId === goodsId).map((l) => lineKey(l)),
    [stored]
  )

  const setLineQty = useCallback(
    async (key: string, qty: number) => {
      const i = items.find((x) => lineKey(x) === key)
      if (i) {
        const line = {
          goodsId: i.goodsId,
          productId: i.productId,
          itemCount: i.itemCount,
          props: i.props,
          optType: i.optType
        }
        return setQty(line, qty, { stock: i.stock, totalStock: i.totalStock, limitBuy: i.limitBuy })
      }
      // not priced yet (calc pending): the stored line
      const l = stored.find((x) => lineKey(x) === key)
      return l ? setQty(l, qty) : false
    },
    [items, stored, setQty]
  )

  // a SKU's line is capped by the SKU's own stock
  const addGoods = useCallback(
    async (g: G, props: CartProp[], qty: number, productId?: number) =>
      productId === undefined
        ? add(g, props, qty)
        : add(
            asSku(
              g,
              g.skus?.find((k) => k.id === productId)
            ),
            props,
            qty,
            productId
          ),
    [add]
  )

  return {
    lines,
    countOf,
    lineKeysOf,
    setLineQty,
    addGoods,
    clear,
    clearQuestion: w('clearCart'),
    refusal: null,
    warning: cart.calc?.warnMsg ?? null,
    packFee: opts.packFee ? (cart.calc?.result.packFee ?? 0) : undefined
  }
}
