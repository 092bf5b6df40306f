import type { MarketStore } from '@/services/points-mall'
import { createUserStore } from '@/stores/user-store'

interface PickupChoice {
  /** The store chosen on mch-map for a points-mall pickup; read by sub-point-order. */
  store: MarketStore | null
  choose: (s: MarketStore | null) => void
}

/** The pickup store chosen on the map page (per user: reset on logout). */
export const usePickupChoice = createUserStore<PickupChoice>()((set) => ({
  store: null,
  choose: (store) => set({ store })
}))
