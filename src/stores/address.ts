import type { LoadState } from '@/components/state-view'
import { addressesKeys, removeAddress, saveAddressAndRefresh } from '@/queries/addresses'
import { fetchQuery, getEntry, subscribeKey } from '@/queries/cache'
import * as api from '@/services/address'
import type { Address, AddressInput } from '@/services/address'
import { createUserStore } from './user-store'

interface AddressStore {
  /** the cached list (src/queries/addresses.ts), mirrored for pages that read the store */
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

/** The list as the cache holds it: one source of truth for the hooks and this store. */
function fromCache(): Pick<AddressStore, 'list' | 'state'> {
  const e = getEntry<Address[]>(addressesKeys.all)
  if (e.data) return { list: e.data, state: e.data.length ? 'ready' : 'empty' }
  return { list: [], state: e.status === 'error' ? 'error' : 'loading' }
}

export const useAddress = createUserStore<AddressStore>()((set) => {
  subscribeKey(addressesKeys.all, () => set(fromCache()))
  return {
    list: [],
    state: 'loading',
    picked: null,
    point: null,
    load: () => fetchQuery(addressesKeys.all, api.listAddresses),
    save: saveAddressAndRefresh,
    remove: async (id) => {
      await removeAddress(id)
      set((s) => ({ picked: s.picked === id ? null : s.picked }))
    },
    pick: (id) => set({ picked: id }),
    setPoint: (point) => set({ point })
  }
})
