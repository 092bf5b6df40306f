import type { Address, AddressInput } from '@lotus/contract/address'
import { request } from './request'
import { t } from '@/i18n'

export type { Address, AddressInput, AddressTag } from '@lotus/contract/address'

export const listAddresses = () => request<Address[]>('/v1/user/address/list', { silent: true })

export const saveAddress = (a: AddressInput) =>
  request<Address>('/v1/user/address/save', {
    method: 'POST',
    json: true,
    data: a,
    loading: t('loading.save')
  })

export const deleteAddress = (id: number) =>
  request<null>('/v1/user/address/delete', { method: 'POST', data: { id }, loading: t('loading.delete') })
