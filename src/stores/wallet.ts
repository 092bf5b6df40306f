import { getWalletInfo, type WalletInfo } from '@/services/wallet'
import { createUserStore } from './user-store'

interface WalletStore {
  info: WalletInfo | null
  loading: boolean
  failed: boolean
  load: () => Promise<WalletInfo | null>
}

/** Balance and payment-password status (wallet, pay, set-password pages). */
export const useWallet = createUserStore<WalletStore>()((set) => ({
  info: null,
  loading: false,
  failed: false,
  load: async () => {
    set({ loading: true, failed: false })
    try {
      const info = await getWalletInfo()
      set({ info, loading: false })
      return info
    } catch {
      set({ loading: false, failed: true })
      return null
    }
  }
}))
