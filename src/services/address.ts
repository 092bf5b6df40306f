import { request } from './request'

export type AddressTag = '家' | '公司' | '學校' | '其他'

/** A delivery address (GET /v1/user/address/list). gender: 0 unset, 1 先生, 2 女士. */
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

export type AddressInput = Omit<Address, 'id'> & { id?: number }

export const listAddresses = () => request<Address[]>('/v1/user/address/list', { silent: true })

export const saveAddress = (a: AddressInput) =>
  request<Address>('/v1/user/address/save', { method: 'POST', json: true, data: a, loading: '保存中' })

export const deleteAddress = (id: number) =>
  request<null>('/v1/user/address/delete', { method: 'POST', data: { id }, loading: '刪除中' })
