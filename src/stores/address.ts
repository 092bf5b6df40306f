import type { LoadState } from '@/components/state-view'
import * as api from '@/services/address'
import type { Address, AddressInput } from '@/services/address'
import { createUserStore } from './user-store'

interface AddressStore {
  list: Address[]
  state: LoadState
  /** the id picked in select mode (shipping-address?select=1); read by the page that asked */
  picked: number | null
  /** the map pick for the address form (map / add-map pages) */
  point: { name: string; address: string; lat: number; lng: number } | null
  load: () => Promise<Address[]>
  save: (a: AddressInput) => Promise<Address>
  remove: (id: number) => Promise<void>
  pick: (id: number | null) => void
  setPoint: (p: AddressStore['point']) => void
}

export const useAddress = createUserStore<AddressStore>()((set, get) => ({
  list: [],
  state: 'loading',
  picked: null,
  point: null,
  load: async () => {
    if (get().list.length === 0) set({ state: 'loading' })
    try {
      const list = await api.listAddresses()
      set({ list, state: list.length ? 'ready' : 'empty' })
      return list
    } catch (e) {
      if (get().list.length === 0) set({ state: 'error' })
      throw e
    }
  },
  save: async (a) => {
    const saved = await api.saveAddress(a)
    await get()
      .load()
      .catch(() => undefined)
    return saved
  },
  remove: async (id) => {
    await api.deleteAddress(id)
    set((s) => {
      const list = s.list.filter((a) => a.id !== id)
      return { list, state: list.length ? 'ready' : 'empty', picked: s.picked === id ? null : s.picked }
    })
  },
  pick: (id) => set({ picked: id }),
  setPoint: (point) => set({ point })
}))
