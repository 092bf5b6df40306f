import { validatePhone } from '@lotus/contract/phone'
import { currentLocale } from '@/i18n'
import { ADDRESS_TAGS as STORED_TAGS } from '@lotus/contract/address'
import type { Address, AddressInput, AddressTag } from '@/services/address'
import { storeWords, valueLabel } from './words'

const w = storeWords.word

/**
 * The tags the form offers (the contract's, less 其他): the server validates and stores them as written, in Chinese;
 * the reader sees addressTagLabel(tag).
 */
export const ADDRESS_TAGS: readonly AddressTag[] = STORED_TAGS.slice(0, 3)
export const addressTagLabel: (tag: string) => string = valueLabel

export const genderLabel = (g: number): string =>
  g === 1 ? w('address.sir') : g === 2 ? w('address.madam') : ''

/** the form's choices; `label` in the language in force when read */
export const GENDERS: ReadonlyArray<{ readonly value: 1 | 2; readonly label: string }> = (
  [1, 2] as const
).map((value) => ({
  value,
  get label() {
    return genderLabel(value)
  }
}))

export interface AddressForm {
  id?: number
  name: string
  gender: number
  areaCode: string
  phone: string
  address: string
  detail: string
  lat: number | null
  lng: number | null
  tag: AddressTag
  isDefault: boolean
}

export const emptyAddressForm = (): AddressForm => ({
  name: '',
  gender: 1,
  areaCode: '853',
  phone: '',
  address: '',
  detail: '',
  lat: null,
  lng: null,
  tag: STORED_TAGS[0],
  isDefault: false
})

export const formFromAddress = (a: Address): AddressForm => ({ ...a })

const NAME_MAX = 20
const DOOR_MAX = 50

/** The first problem, in the order the fields appear on screen; null when the form can be saved. */
export function validateAddressForm(f: AddressForm): string | null {
  const name = f.name.trim()
  if (!name) return w('address.noName')
  if (name.length > NAME_MAX) return w('address.nameMax', { n: NAME_MAX })
  const phone = validatePhone(f.areaCode, f.phone, currentLocale())
  if (phone) return phone
  if (!f.address.trim() || f.lat === null || f.lng === null) return w('address.noPlace')
  if (!f.detail.trim()) return w('address.noDoor')
  if (f.detail.trim().length > DOOR_MAX) return w('address.doorMax', { n: DOOR_MAX })
  return null
}

/** What POST /v1/user/address/save receives (call only after validateAddressForm passed). */
export function addressInput(f: AddressForm): AddressInput {
  return {
    ...(f.id ? { id: f.id } : {}),
    name: f.name.trim(),
    gender: f.gender,
    areaCode: f.areaCode,
    phone: f.phone.trim(),
    address: f.address.trim(),
    detail: f.detail.trim(),
    lat: f.lat ?? 0,
    lng: f.lng ?? 0,
    tag: f.tag,
    isDefault: f.isDefault
  }
}

/** The address a checkout starts with: the chosen one if still there, else the default, else the first. */
export function pickCheckoutAddress(list: readonly Address[], chosenId: number | null): Address | null {
  return list.find((a) => a.id === chosenId) ?? list.find((a) => a.isDefault) ?? list[0] ?? null
}
