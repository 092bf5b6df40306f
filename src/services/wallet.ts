import { request } from './request'
import type { Page } from './types'

export interface WalletInfo {
  /** avos */
  balance: number
  hasPayPassword: boolean
  /** seconds; set while the payment password is locked */
  lockedUntil: number | null
  triesLeft: number
}

export interface WalletRecord {
  id: number
  type: 'recharge' | 'pay' | 'refund'
  /** signed avos */
  amount: number
  balanceAfter: number
  title: string
  orderId: number | null
  createdAt: number
}

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
