import type { CartAdapter } from '@/hooks/use-menu-cart'
import { useStoredCartAdapter } from '@/hooks/use-stored-cart-adapter'
import type { StoredCartView } from '@/queries/cart'
import type { MarketGoodsCard, MarketSku } from '@/services/market'

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

/** One supermarket store's cart (queries/cart.ts, keyed by SKU) as a CartAdapter; no packaging fee. */
export const useMarketCartAdapter = (cart: StoredCartView): CartAdapter<SkuGoods> =>
  useStoredCartAdapter<SkuGoods>(cart, { packFee: false })
