import { validatePhone } from '@lotus/contract/phone'
import type { Address, AddressInput, AddressTag } from '@/services/address'

export const ADDRESS_TAGS: readonly AddressTag[] = ['家', '公司', '學校']
export const GENDERS = [
  { value: 1, label: '先生' },
  { value: 2, label: '女士' }
] as const

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
  tag: '家',
  isDefault: false
})

export const formFromAddress = (a: Address): AddressForm => ({ ...a })

/** The first problem, in the order the fields appear on screen; null when the form can be saved. */
export function validateAddressForm(f: AddressForm): string | null {
  const name = f.name.trim()
  if (!name) return '請填寫聯繫人'
  if (name.length > 20) return '聯繫人最多20個字'
  const phone = validatePhone(f.areaCode, f.phone)
  if (phone) return phone
  if (!f.address.trim() || f.lat === null || f.lng === null) return '請選擇收貨地址'
  if (!f.detail.trim()) return '請填寫門牌號'
  if (f.detail.trim().length > 50) return '門牌號最多50個字'
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

export const genderLabel = (g: number): string => (g === 1 ? '先生' : g === 2 ? '女士' : '')
