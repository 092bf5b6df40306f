import { createUserStore } from './user-store'

/**
 * The address choices the app makes (client state only): the list itself is server data and lives in the
 * query layer (`src/queries/addresses.ts`: useAddressList, refreshAddresses, removeAddress).
 */
interface AddressStore {
  /** the id picked in select mode (shipping-address?select=1); read by the page that asked */
  picked: number | null
  /** the map pick for the address form (map / add-map pages) */
  point: { name: string; address: string; lat: number; lng: number } | null
  pick: (id: number | null) => void
  /** an address was deleted: a pick of it no longer stands */
  dropped: (id: number) => void
  setPoint: (p: AddressStore['point']) => void
}

export const useAddress = createUserStore<AddressStore>()((set) => ({
  picked: null,
  point: null,
  pick: (id) => set({ picked: id }),
  dropped: (id) => set((s) => ({ picked: s.picked === id ? null : s.picked })),
  setPoint: (point) => set({ point })
}))
