import type { Page } from '@lotus/contract/page'
import type { WalletInfo, WalletRecord } from '@lotus/contract/wallet'
import { request } from './request'
import { t } from '@/i18n'
import { loadingWord } from './words'

export type { WalletInfo, WalletRecord } from '@lotus/contract/wallet'

export const getWalletInfo = () => request<WalletInfo>('/v1/wallet/info', { silent: true })

export const listWalletRecords = (page: number, pageSize = 20) =>
  request<Page<WalletRecord>>('/v1/wallet/records', { data: { page, pageSize }, silent: true })

export const recharge = (amount: number) =>
  request<{ payUrl: string }>('/v1/wallet/recharge', {
    method: 'POST',
    data: { amount },
    loading: loadingWord('process')
  })

/** First set needs no code; changing or resetting needs an SMS safety code of type payPassword. */
export const setPayPassword = (password: string, code?: string) =>
  request<null>('/v1/appUser/setPayPassword', {
    method: 'POST',
    data: { password, code },
    loading: t('loading.save')
  })
