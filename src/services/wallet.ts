import type { Page } from '@lotus/contract/page'
import type { WalletInfo, WalletRecord } from '@lotus/contract/wallet'
import { request } from './request'

export type { WalletInfo, WalletRecord } from '@lotus/contract/wallet'

export const getWalletInfo = () => request<WalletInfo>('/v1/wallet/info', { silent: true })

export const listWalletRecords = (page: number, pageSize = 20) =>
  request<Page<WalletRecord>>('/v1/wallet/records', { data: { page, pageSize }, silent: true })

export const recharge = (amount: number) =>
  request<{ payUrl: string }>('/v1/wallet/recharge', { method: 'POST', data: { amount }, loading: '處理中' })

/** First set needs no code; changing or resetting needs an SMS safety code of type payPassword. */
export const setPayPassword = (password: string, code?: string) =>
  request<null>('/v1/appUser/setPayPassword', {
    method: 'POST',
    data: { password, code },
    loading: '保存中'
  })
