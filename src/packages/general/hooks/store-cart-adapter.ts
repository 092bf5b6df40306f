import type { GeneralGoods } from '@lotus/contract/general'
import type { CartAdapter } from '@/hooks/use-menu-cart'
import { useStoredCartAdapter } from '@/hooks/use-stored-cart-adapter'
import type { StoredCartView } from '@/queries/cart'

/** A merchant's stored cart (one line per SKU: productId = goodsId) as a CartAdapter of general goods. */
export const useTakeawayLikeAdapter = (cart: StoredCartView): CartAdapter<GeneralGoods> =>
  useStoredCartAdapter<GeneralGoods>(cart, { packFee: true })
