import Taro from '@tarojs/taro'
import { useCallback } from 'react'
import type { GeneralGoods } from '@lotus/contract/general'
import type { CartAdapter } from '@/hooks/use-menu-cart'
import type { StoredCartView } from '@/queries/cart'
import type { AgeView } from '@/services/general'
import { go, PAGES } from '@/services/nav'
import { saveReturnPage } from '@/services/return-page'
import { useSession } from '@/stores/session'
import { ageMessage } from './goods-text'
import { useTakeawayLikeAdapter } from './store-cart-adapter'

/**
 * One general store's cart as a CartAdapter: the stored per-merchant cart (queries/cart.ts), plus the 18+
 * rule before alcohol goes in (the server refuses the order anyway, whatever the client sends).
 */
export function useGeneralCartAdapter(
  cart: StoredCartView,
  age: AgeView | undefined,
  onNeedAge: () => void
): CartAdapter<GeneralGoods> {
  const base = useTakeawayLikeAdapter(cart)
  const loggedIn = useSession((s) => Boolean(s.token))
  const addGoods = useCallback(
    async (g: GeneralGoods, props: Parameters<typeof base.addGoods>[1], qty: number) => {
      // Logged out, every goods asks for login first, as takeaway's does (a wine opened the birth-date sheet
      // while a fruit opened login)
      if (!loggedIn) {
        saveReturnPage()
        go(PAGES.login)
        return false
      }
      if (g.alcohol && age?.status !== 'adult') {
        void Taro.showToast({
          title: ageMessage(age?.status === 'minor' ? 'minor' : 'undeclared'),
          icon: 'none'
        })
        if (age?.status !== 'minor') onNeedAge()
        return false
      }
      return base.addGoods(g, props, qty)
    },
    [base, age, onNeedAge, loggedIn]
  )
  return { ...base, addGoods }
}
