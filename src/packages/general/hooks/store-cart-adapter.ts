import type { GeneralGoods } from '@lotus/contract/general'
import type { CartAdapter } from '@/hooks/use-menu-cart'
import { useStoredCartAdapter } from '@/hooks/use-stored-cart-adapter'

/** A merchant's stored cart (one line per SKU: productId = goodsId) as a CartAdapter of general goods. */
export const useTakeawayLikeAdapter = (mchId: number): CartAdapter<GeneralGoods> =>
  useStoredCartAdapter<GeneralGoods>(mchId, { packFee: true })
