import type { CaptchaProof } from '@lotus/contract/captcha'
import type { PayBrand } from '@lotus/contract/pay-brands'
import type { Message, MessageKind, UnreadCounts } from '@lotus/contract/messages'
import type { Page } from '@lotus/contract/page'
import type { MemberQr } from '@lotus/contract/member-qr'
import type { DeletionCheck } from '@lotus/contract/account-deletion'
import type { IdentityInfo } from '@lotus/contract/identity'
import type { MemberInfo, MemberOrder, MemberPlan } from '@lotus/contract/member'
import type { SignInState } from '@lotus/contract/sign-in'
import type { WalletRecordDetail } from '@lotus/contract/wallet'
import type { IdentitySubmitBody } from '@lotus/contract/schemas/account'
import type { z } from 'zod/v4'
import { request } from './request'
import type { AreaCode } from './types'
import { t } from '@/i18n'
import { loadingWord } from './words'

export type { Message, MessageKind, UnreadCounts }
export type {
  DeletionCheck,
  IdentityInfo,
  MemberQr,
  MemberInfo,
  MemberOrder,
  MemberPlan,
  SignInState,
  WalletRecordDetail
}

export const getSignIn = (month?: string) =>
  request<SignInState>('/v1/signIn/info', { data: { month }, silent: true })

export const signInToday = () =>
  request<SignInState & { rewarded: number }>('/v1/signIn/sign', {
    method: 'POST',
    json: true,
    data: {},
    loading: loadingWord('checkIn')
  })

export const getWalletRecord = (id: number) =>
  request<WalletRecordDetail>('/v1/wallet/record', { data: { id }, silent: true })

export const getMemberInfo = () => request<MemberInfo>('/v1/member/info', { silent: true })

/** A membership order to pay at the cashier (pagesA/pay?memberOrderId=). */
export const createMemberOrder = (plan: MemberPlan, clientKey: string) =>
  request<MemberOrder>('/v1/member/order', {
    method: 'POST',
    json: true,
    data: { plan, clientKey },
    loading: t('loading.submit')
  })

export const getMemberOrder = (id: number) =>
  request<MemberOrder>('/v1/member/order', { data: { id }, silent: true })

/** Silent: the pay-password sheet shows the refusal itself. */
export const payMemberOrderWallet = (id: number, password: string) =>
  request<MemberOrder>('/v1/member/order/pay/wallet', {
    method: 'POST',
    json: true,
    data: { id, password },
    loading: loadingWord('pay'),
    silent: true
  })

export const payMemberOrderOnline = (id: number, brand?: PayBrand) =>
  request<{ payUrl: string }>('/v1/member/order/pay/online', {
    method: 'POST',
    json: true,
    data: { id, brand },
    loading: loadingWord('process')
  })

export const getIdentity = () => request<IdentityInfo>('/v1/identity/info', { silent: true })

export const submitIdentity = (body: z.input<typeof IdentitySubmitBody>) =>
  request<IdentityInfo>('/v1/identity/submit', {
    method: 'POST',
    json: true,
    data: body,
    loading: t('loading.submit')
  })

export const verifyOldPhone = (code: string) =>
  request<{ ticket: string; expiresAt: number }>('/v1/appUser/changePhone/verifyOld', {
    method: 'POST',
    json: true,
    data: { code },
    loading: loadingWord('verify')
  })

export const sendNewPhoneCode = (ticket: string, areaCode: AreaCode, phone: string, proof: CaptchaProof) =>
  request<null>('/v1/appUser/changePhone/sendNew', {
    method: 'POST',
    json: true,
    data: { ticket, areaCode, phone, ...proof },
    loading: t('loading.send')
  })

export const confirmNewPhone = (ticket: string, areaCode: AreaCode, phone: string, code: string) =>
  request<{ areaCode: string; phone: string }>('/v1/appUser/changePhone/confirm', {
    method: 'POST',
    json: true,
    data: { ticket, areaCode, phone, code },
    loading: t('loading.submit')
  })

export const getDeletionCheck = () => request<DeletionCheck>('/v1/account/deletion/check', { silent: true })

export const requestDeletion = (code: string, forfeitConsent: boolean) =>
  request<DeletionCheck>('/v1/account/deletion/request', {
    method: 'POST',
    json: true,
    data: { code, forfeitConsent },
    loading: t('loading.submit')
  })

export const exportMyData = () =>
  request<Record<string, unknown>>('/v1/account/export', { loading: loadingWord('export') })

export const getMemberQr = () => request<MemberQr>('/v1/member/qrcode', { silent: true })

export const getUnread = () => request<UnreadCounts>('/v1/news/unread', { silent: true })
export const listNews = (kind: MessageKind, page: number, pageSize = 20) =>
  request<Page<Message>>('/v1/news/list', { data: { kind, page, pageSize }, silent: true })
export const getNews = (id: number) => request<Message>('/v1/news/info', { data: { id }, silent: true })
export const readNews = (body: { id?: number; all?: boolean }) =>
  request<UnreadCounts>('/v1/news/read', { method: 'POST', json: true, data: body, silent: true })
