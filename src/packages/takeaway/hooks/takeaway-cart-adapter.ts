import type { CartAdapter } from '@/hooks/use-menu-cart'
import { useStoredCartAdapter } from '@/hooks/use-stored-cart-adapter'
import type { StoredCartView } from '@/queries/cart'
import type { Goods } from '@/services/takeaway'

/** One merchant's takeaway cart (queries/cart.ts) as a CartAdapter; packaging is charged. */
export const useTakeawayCartAdapter = (cart: StoredCartView): CartAdapter<Goods> =>
  useStoredCartAdapter<Goods>(cart, { packFee: true })
