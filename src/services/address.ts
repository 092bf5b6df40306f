import type { Address, AddressInput } from '@lotus/contract/address'
import { request } from './request'

export type { Address, AddressInput, AddressTag } from '@lotus/contract/address'

export const listAddresses = () => request<Address[]>('/v1/user/address/list', { silent: true })

export const saveAddress = (a: AddressInput) =>
  request<Address>('/v1/user/address/save', { method: 'POST', json: true, data: a, loading: '保存中' })

export const deleteAddress = (id: number) =>
  request<null>('/v1/user/address/delete', { method: 'POST', data: { id }, loading: '刪除中' })
