import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { setAuthContext } from '@/services/auth-context'
import { isRecord, persistedWith } from './persisted'

/** Personalised-recommendation switches; sent as goodsrecommend/adrecommend headers on every call. */
interface PrivacyState {
  goodsRecommend: boolean
  adRecommend: boolean
  setGoodsRecommend: (on: boolean) => void
  setAdRecommend: (on: boolean) => void
}

type StoredPrivacy = Pick<PrivacyState, 'goodsRecommend' | 'adRecommend'>

const isStoredPrivacy = (v: unknown): v is StoredPrivacy =>
  isRecord(v) && typeof v.goodsRecommend === 'boolean' && typeof v.adRecommend === 'boolean'

/** Device-scoped (plain create): the switches are this phone's choice and survive a logout. */
export const usePrivacy = create<PrivacyState>()(
  persist(
    (set) => ({
      goodsRecommend: true,
      adRecommend: true,
      setGoodsRecommend: (goodsRecommend) => set({ goodsRecommend }),
      setAdRecommend: (adRecommend) => set({ adRecommend })
    }),
    persistedWith<PrivacyState, StoredPrivacy>({
      name: 'lotus.privacy',
      partialize: (s) => ({ goodsRecommend: s.goodsRecommend, adRecommend: s.adRecommend }),
      isValid: isStoredPrivacy
    })
  )
)

setAuthContext({
  switches: () => {
    const { goodsRecommend, adRecommend } = usePrivacy.getState()
    return { goodsRecommend, adRecommend }
  }
})
