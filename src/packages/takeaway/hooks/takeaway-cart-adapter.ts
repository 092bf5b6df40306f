import type { CartAdapter } from '@/hooks/use-menu-cart'
import { useStoredCartAdapter } from '@/hooks/use-stored-cart-adapter'
import type { Goods } from '@/services/takeaway'

/** One merchant's takeaway cart (stores/cart.ts) as a CartAdapter; packaging is charged. */
export const useTakeawayCartAdapter = (mchId: number): CartAdapter<Goods> =>
  useStoredCartAdapter<Goods>(mchId, { packFee: true })
