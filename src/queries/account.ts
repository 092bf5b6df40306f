import type { PayBrand } from '@lotus/contract/pay-brands'
import {
  createMemberOrder,
  getMemberOrder,
  payMemberOrderOnline,
  payMemberOrderWallet,
  getIdentity,
  getMemberInfo,
  getSignIn,
  getWalletRecord,
  getDeletionCheck,
  getNews,
  getUnread,
  listNews,
  readNews,
  type MessageKind,
  signInToday,
  submitIdentity,
  type MemberPlan
} from '@/services/account'
import { getUserSecurity } from '@/services/user'
import { invalidate, setData, useQuery } from './cache'
import { useInfiniteQuery } from './infinite'
import { walletKeys } from './wallet'

export const accountKeys = {
  signIn: (month: string) => ['signIn', month] as const,
  member: ['member'] as const,
  memberOrder: (id: number) => ['member', 'order', id] as const,
  identity: ['identity'] as const,
  security: ['security'] as const,
  walletRecord: (id: number) => ['wallet', 'record', id] as const
}

/** '' = the current month. */
export const useSignIn = (month = '') =>
  useQuery(accountKeys.signIn(month), () => getSignIn(month || undefined))

export async function signIn() {
  const r = await signInToday()
  setData(accountKeys.signIn(''), r)
  void invalidate(['signIn'])
  return r
}

export const useWalletRecord = (id: number) =>
  useQuery(accountKeys.walletRecord(id), () => getWalletRecord(id), { enabled: id > 0 })

export const useMemberInfo = (opts: { enabled?: boolean } = {}) =>
  useQuery(accountKeys.member, getMemberInfo, opts)

export const useMemberOrder = (id: number) =>
  useQuery(accountKeys.memberOrder(id), () => getMemberOrder(id), { enabled: id > 0 })

export const placeMemberOrder = (plan: MemberPlan, clientKey: string) => createMemberOrder(plan, clientKey)

/** Paid: the order, the membership, the wallet and the coupons all change. */
export async function payMemberFromWallet(id: number, password: string) {
  const r = await payMemberOrderWallet(id, password)
  setData(accountKeys.memberOrder(id), r)
  void invalidate(accountKeys.member)
  void invalidate(walletKeys.all)
  void invalidate(['coupons'])
  return r
}

export async function payMemberOnlineStart(id: number, brand?: PayBrand) {
  const r = await payMemberOrderOnline(id, brand)
  void invalidate(accountKeys.memberOrder(id))
  return r
}

/** After the gateway: only the server's answer counts (the order and the membership may have changed). */
export function memberOrderChanged(id: number) {
  void invalidate(accountKeys.memberOrder(id))
  void invalidate(accountKeys.member)
  void invalidate(['coupons'])
}

export const useIdentity = () => useQuery(accountKeys.identity, getIdentity)

export async function sendIdentity(body: Parameters<typeof submitIdentity>[0]) {
  const r = await submitIdentity(body)
  setData(accountKeys.identity, r)
  void invalidate(accountKeys.security)
  return r
}

export const useSecurity = () => useQuery(accountKeys.security, getUserSecurity)

export const useDeletionCheck = () => useQuery(['deletion'], getDeletionCheck)

export const newsKeys = {
  all: ['news'] as const,
  unread: ['news', 'unread'] as const,
  list: (kind: MessageKind) => ['news', 'list', kind] as const,
  info: (id: number) => ['news', 'info', id] as const
}

export const useUnread = (opts: { enabled?: boolean } = {}) => useQuery(newsKeys.unread, getUnread, opts)
export const useNewsList = (kind: MessageKind) =>
  useInfiniteQuery(newsKeys.list(kind), (page) => listNews(kind, page))

/** Opening a message marks it read on the server: the counts and lists are asked again. */
export const useNews = (id: number) =>
  useQuery(newsKeys.info(id), () => getNews(id).finally(() => void invalidate(['news', 'unread'])), {
    enabled: id > 0
  })

export async function readAllNews() {
  setData(newsKeys.unread, await readNews({ all: true }))
  void invalidate(['news', 'list'])
}
