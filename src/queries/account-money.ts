import {
  bindBankCard,
  buyShopCard,
  exchangeHoney,
  getHelpCoupon,
  getMyHelpCoupon,
  getShopCardOffer,
  getTipInfo,
  helpFriend,
  listBankCards,
  listCouponEntries,
  listExchangeItems,
  listExchanges,
  listMyShopCards,
  listShopCardOffers,
  listShopCardRecords,
  redeemCouponCode,
  rechargeWithCard,
  removeBankCard,
  startHelpCoupon,
  tipRider,
  type CouponEntry
} from '@/services/account-money'
import { invalidate, setData, useQuery } from './cache'
import { useInfiniteQuery } from './infinite'
import { pointsKeys } from './points'
import { walletKeys } from './wallet'

export const moneyKeys = {
  exchangeItems: ['honeyExchange', 'items'] as const,
  exchanges: ['honeyExchange', 'records'] as const,
  coupons: (type: CouponEntry['type'], status: CouponEntry['status']) =>
    ['coupons', 'entries', type, status] as const,
  helpMine: ['helpCoupon', 'mine'] as const,
  help: (code: string) => ['helpCoupon', code] as const,
  bankCards: ['bankCards'] as const,
  tip: (orderId: number) => ['tip', orderId] as const,
  shopCards: ['shopCards'] as const,
  shopCardOffers: ['shopCards', 'offers'] as const,
  shopCardOffer: (mchId: number) => ['shopCards', 'offer', mchId] as const,
  shopCardRecords: (mchId: number) => ['shopCards', 'records', mchId] as const
}

export const useExchangeItems = () => useQuery(moneyKeys.exchangeItems, listExchangeItems)
export const useExchanges = () => useInfiniteQuery(moneyKeys.exchanges, (page) => listExchanges(page))

/** Points go down, a coupon appears, the record list grows. */
export async function exchange(itemKey: string) {
  const r = await exchangeHoney(itemKey)
  void invalidate(pointsKeys.all)
  void invalidate(['coupons'])
  void invalidate(moneyKeys.exchanges)
  return r
}

/** A 兌換碼 redeemed: its coupon joins the lists. */
export async function redeemCode(code: string) {
  const c = await redeemCouponCode(code)
  void invalidate(['coupons'])
  return c
}

export const useCouponEntries = (type: CouponEntry['type'], status: CouponEntry['status']) =>
  useQuery(moneyKeys.coupons(type, status), () => listCouponEntries({ type, status }))

export const useMyHelpCoupon = (opts: { enabled?: boolean } = {}) =>
  useQuery(moneyKeys.helpMine, getMyHelpCoupon, opts)
export const useHelpCoupon = (code: string) =>
  useQuery(moneyKeys.help(code), () => getHelpCoupon(code), { enabled: code !== '' })

export async function openHelpCoupon() {
  const r = await startHelpCoupon()
  setData(moneyKeys.helpMine, r)
  return r
}
export async function helpShare(code: string) {
  const r = await helpFriend(code)
  setData(moneyKeys.help(code), r)
  return r
}

export const useBankCards = () => useQuery(moneyKeys.bankCards, listBankCards)
export async function bindCard(number: string) {
  const r = await bindBankCard(number)
  void invalidate(moneyKeys.bankCards)
  return r
}
export async function unbindCard(id: number) {
  const r = await removeBankCard(id)
  setData(moneyKeys.bankCards, r)
  return r
}
/** Paid outside the app; the wallet is asked again on return. */
export async function topUpWithCard(cardId: number, amount: number) {
  const r = await rechargeWithCard(cardId, amount)
  void invalidate(walletKeys.all)
  return r
}

export const useTipInfo = (orderId: number) =>
  useQuery(moneyKeys.tip(orderId), () => getTipInfo(orderId), { enabled: orderId > 0 })
export async function tip(orderId: number, amount: number, password: string) {
  const r = await tipRider(orderId, amount, password)
  setData(moneyKeys.tip(orderId), r)
  void invalidate(walletKeys.all)
  return r
}

export const useMyShopCards = (opts: { enabled?: boolean } = {}) =>
  useQuery(moneyKeys.shopCards, listMyShopCards, opts)
export const useShopCardOffers = () => useQuery(moneyKeys.shopCardOffers, listShopCardOffers)
export const useShopCardOffer = (mchId: number) =>
  useQuery(moneyKeys.shopCardOffer(mchId), () => getShopCardOffer(mchId), { enabled: mchId > 0 })
export const useShopCardRecords = (mchId: number) =>
  useInfiniteQuery(moneyKeys.shopCardRecords(mchId), (page) => listShopCardRecords(mchId, page), {
    enabled: mchId > 0
  })

/** The card, its history, my cards and the wallet all change. */
export async function buyCard(body: Parameters<typeof buyShopCard>[0]) {
  const r = await buyShopCard(body)
  void invalidate(moneyKeys.shopCards)
  void invalidate(walletKeys.all)
  return r
}
