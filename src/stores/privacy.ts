import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { setAuthContext } from '@/services/auth-context'
import { persistStorage } from './storage'

/** Personalised-recommendation switches; sent as goodsrecommend/adrecommend headers on every call. */
interface PrivacyState {
  goodsRecommend: boolean
  adRecommend: boolean
  setGoodsRecommend: (on: boolean) => void
  setAdRecommend: (on: boolean) => void
}

export const usePrivacy = create<PrivacyState>()(
  persist(
    (set) => ({
      goodsRecommend: true,
      adRecommend: true,
      setGoodsRecommend: (goodsRecommend) => set({ goodsRecommend }),
      setAdRecommend: (adRecommend) => set({ adRecommend })
    }),
    { name: 'lotus.privacy', version: 1, storage: persistStorage }
  )
)

setAuthContext({
  switches: () => {
    const { goodsRecommend, adRecommend } = usePrivacy.getState()
    return { goodsRecommend, adRecommend }
  }
})
