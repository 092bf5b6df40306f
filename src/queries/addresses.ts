import {
  type Address,
  type AddressInput,
  deleteAddress,
  listAddresses,
  saveAddress
} from '@/services/address'
import { invalidate, setData, useQuery } from './cache'
import { useMutation } from './mutation'

export const addressesKeys = { all: ['addresses'] as const }

export const useAddresses = (opts: { enabled?: boolean } = {}) =>
  useQuery(addressesKeys.all, listAddresses, opts)

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
