import type { BankCard } from '@lotus/contract/bank-card'
import type { Coupon } from '@lotus/contract/cart'
import type {
  CouponEntry,
  HelpCouponView,
  HoneyExchange,
  HoneyExchangeItem,
  HoneyExchangePage,
  ShopCard,
  ShopCardOffer,
  ShopCardRecord,
  ShopCardTier,
  TipInfo
} from '@lotus/contract/account-money'
import type { Page } from '@lotus/contract/page'
import type { OrderDetail } from './order'
import { request } from './request'
import { t } from '@/i18n'
import { loadingWord } from './words'

/** The money side of the account centre (issue 12): fetchers only (queries/account-money.ts caches them). */
export type {
  BankCard,
  CouponEntry,
  HelpCouponView,
  HoneyExchange,
  HoneyExchangeItem,
  ShopCard,
  ShopCardOffer,
  ShopCardRecord,
  ShopCardTier,
  TipInfo
}

export const listExchangeItems = () =>
  request<HoneyExchangeItem[]>('/v1/honey/exchange/items', { silent: true })
export const exchangeHoney = (itemKey: string) =>
  request<HoneyExchange>('/v1/honey/exchange', {
    method: 'POST',
    json: true,
    data: { itemKey },
    loading: loadingWord('redeem')
  })
export const listExchanges = (page: number, pageSize = 20) =>
  request<HoneyExchangePage>('/v1/honey/exchange/records', { data: { page, pageSize }, silent: true })

export const listCouponEntries = (q: { type: CouponEntry['type']; status: CouponEntry['status'] }) =>
  request<CouponEntry[]>('/v1/user/coupon/entries', { data: q, silent: true })

/** A 兌換碼 of an operators' campaign: the coupon or red envelope it gave. */
export const redeemCouponCode = (code: string) =>
  request<Coupon>('/v1/user/coupon/redeem', {
    method: 'POST',
    json: true,
    data: { code },
    loading: loadingWord('redeem')
  })

export const startHelpCoupon = () =>
  request<HelpCouponView>('/v1/helpCoupon/start', {
    method: 'POST',
    json: true,
    data: {},
    loading: loadingWord('prepare')
  })
export const getMyHelpCoupon = () => request<HelpCouponView | null>('/v1/helpCoupon/mine', { silent: true })
export const getHelpCoupon = (code: string) =>
  request<HelpCouponView>('/v1/helpCoupon/info', { data: { code }, silent: true })
export const helpFriend = (code: string) =>
  request<HelpCouponView>('/v1/helpCoupon/help', {
    method: 'POST',
    json: true,
    data: { code },
    loading: loadingWord('help')
  })

export const listBankCards = () => request<BankCard[]>('/v1/bankCard/list', { silent: true })
export const bindBankCard = (number: string) =>
  request<BankCard>('/v1/bankCard/bind', {
    method: 'POST',
    json: true,
    data: { number },
    loading: t('loading.bind')
  })
export const removeBankCard = (id: number) =>
  request<BankCard[]>('/v1/bankCard/remove', {
    method: 'POST',
    json: true,
    data: { id },
    loading: loadingWord('unbind')
  })
export const rechargeWithCard = (cardId: number, amount: number) =>
  request<{ payUrl: string }>('/v1/bankCard/recharge', {
    method: 'POST',
    json: true,
    data: { cardId, amount },
    loading: loadingWord('toPay')
  })

export const getTipInfo = (orderId: number) =>
  request<TipInfo>('/v1/order/tip/info', { data: { orderId }, silent: true })
export const tipRider = (orderId: number, amount: number, password: string) =>
  request<TipInfo>('/v1/order/tip', {
    method: 'POST',
    json: true,
    data: { orderId, amount, password },
    loading: loadingWord('tip')
  })

export const listShopCardOffers = () => request<ShopCardOffer[]>('/v1/shopCard/offers', { silent: true })
export const getShopCardOffer = (mchId: number) =>
  request<ShopCardOffer>('/v1/shopCard/offer', { data: { mchId }, silent: true })
export const listMyShopCards = () => request<ShopCard[]>('/v1/shopCard/mine', { silent: true })
export const listShopCardRecords = (mchId: number, page: number, pageSize = 20) =>
  request<Page<ShopCardRecord>>('/v1/shopCard/records', { data: { mchId, page, pageSize }, silent: true })
export const buyShopCard = (body: {
  mchId: number
  tierId: number
  method: 'wallet' | 'online'
  password?: string
}) =>
  request<{ offer?: ShopCardOffer; payUrl?: string }>('/v1/shopCard/buy', {
    method: 'POST',
    json: true,
    data: body,
    loading: loadingWord('pay')
  })
export const payOrderWithShopCard = (orderId: number, password: string) =>
  request<OrderDetail>('/v1/pay/shopCard', {
    method: 'POST',
    json: true,
    data: { orderId, password },
    loading: loadingWord('pay')
  })
