import {
  type Address,
  type AddressInput,
  deleteAddress,
  listAddresses,
  saveAddress
} from '@/services/address'
import { fetchQuery, invalidate, loadStateOf, setData, useQuery } from './cache'
import { useMutation } from './mutation'

export const addressesKeys = { all: ['addresses'] as const }

export const useAddresses = (opts: { enabled?: boolean } = {}) =>
  useQuery(addressesKeys.all, listAddresses, opts)

/**
 * The cached list and its StateView state for a checkout or an order edit, without fetching on mount: the page
 * asks when it is shown (`refreshAddresses`), as it comes back from the address pages.
 */
export function useAddressList(): { list: Address[]; state: 'loading' | 'ready' | 'empty' | 'error' } {
  const q = useAddresses({ enabled: false })
  return { list: q.data ?? [], state: loadStateOf(q, (d) => d.length === 0) }
}

/** Asks for the list again (a page shown, a checkout opened); failures stay in the cache entry. */
export const refreshAddresses = (): Promise<void> =>
  fetchQuery(addressesKeys.all, listAddresses).then(
    () => undefined,
    () => undefined
  )

/** Saving may change the default address too, so the whole list is asked again. */
export async function saveAddressAndRefresh(a: AddressInput): Promise<Address> {
  const saved = await saveAddress(a)
  await invalidate(addressesKeys.all)
  return saved
}

/** Saving an address (new or edited) as a hook: busy while it saves, the list asked again before it resolves. */
export const useSaveAddress = () => useMutation(saveAddress, { invalidates: [addressesKeys.all] })

/** The server only answers that it is gone, so the cached list drops it without asking again. */
export async function removeAddress(id: number): Promise<void> {
  await deleteAddress(id)
  setData<Address[]>(addressesKeys.all, (old) => (old ?? []).filter((a) => a.id !== id))
}
