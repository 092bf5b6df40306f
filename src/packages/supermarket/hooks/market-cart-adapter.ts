import { useCallback, useMemo } from 'react'
import { type CartAdapter, toPopupLine } from '@/hooks/use-menu-cart'
import type { CartProp } from '@/services/cart'
import type { MarketGoodsCard, MarketSku } from '@/services/market'
import { useCart, useMchCart } from '@/stores/cart'
import { goodsCount } from '@/stores/cart-reducer'
import { cartItems, lineKey } from '@/utils/cart-lines'

/** One SKU as the menu cart sees a goods: each spec is its own goods row, so it has no options. */
export interface SkuGoods {
  id: number
  name: string
  image: string
  price: number
  originalPrice: number | null
  props: []
  soldOut: boolean
  stock: number
  totalStock: number
  limitBuy: number
}

export const skuGoods = (g: Pick<MarketGoodsCard, 'name' | 'image'>, s: MarketSku): SkuGoods => ({
  id: s.productId,
  name: `${g.name} ${s.spec}`,
  image: g.image,
  price: s.price,
  originalPrice: s.originalPrice,
  props: [],
  soldOut: s.stock <= 0,
  stock: s.stock,
  totalStock: s.totalStock,
  limitBuy: s.limitBuy
})

/** One supermarket store's cart (stores/cart.ts, keyed by SKU) as a CartAdapter; caps checked by the store. */
export function useMarketCartAdapter(mchId: number): CartAdapter<SkuGoods> {
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
        const line = { goodsId: i.goodsId, productId: i.productId, itemCount: i.itemCount, props: i.props }
        return useCart
          .getState()
          .setQty(mchId, line, qty, { stock: i.stock, totalStock: i.totalStock, limitBuy: i.limitBuy })
      }
      const l = cart.lines.find((x) => lineKey(x) === key)
      return l ? useCart.getState().setQty(mchId, l, qty) : false
    },
    [mchId, items, cart.lines]
  )
  const addGoods = useCallback(
    async (g: SkuGoods, props: CartProp[], qty: number) =>
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
    warning: cart.calc?.warnMsg ?? null
  }
}
