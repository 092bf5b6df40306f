/** The tags a delivery address may carry. */
export const ADDRESS_TAGS = ['家', '公司', '學校', '其他'] as const
export type AddressTag = (typeof ADDRESS_TAGS)[number]

/** A delivery address (`GET /v1/user/address/list`). gender: 0 unset, 1 先生, 2 女士. */
export interface Address {
  id: number
  name: string
  areaCode: string
  phone: string
  gender: number
  tag: AddressTag
  address: string
  detail: string
  lat: number
  lng: number
  isDefault: boolean
}

/** `POST /v1/user/address/save`: no id creates. */
export type AddressInput = Omit<Address, 'id' | 'isDefault'> & { id?: number; isDefault?: boolean }
