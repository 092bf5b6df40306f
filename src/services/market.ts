import { t } from '@/i18n'
import { request } from './request'
import { loadingWord } from './words'
import type { SlotView } from '@lotus/contract/slots'
import type { MarketPickupSubmitBody, MarketSubmitBody } from '@lotus/contract/schemas/market'
import type { z } from 'zod/v4'
import type {
  MarketAisle,
  MarketGoodsCard,
  MarketGoodsDetail,
  MarketGoodsPage,
  MarketHome,
  MarketNews,
  MarketPickupStore,
  MarketReview,
  MarketSort,
  MarketStore,
  ReviewFilter,
  ReviewSummary
} from '@lotus/contract/market'
import type { LimitedCoupon } from '@lotus/contract/limited-coupon'
import type { Page } from '@lotus/contract/page'

export type { SlotView } from '@lotus/contract/slots'
export type {
  MarketAisle,
  MarketGoodsCard,
  MarketGoodsDetail,
  MarketHome,
  MarketSku,
  MarketSort
} from '@lotus/contract/market'

/** Supermarket catalogue (docs/api.md "Supermarket 超市"). Money in avos. */
export const getMarketHome = (mchId: number) =>
  request<MarketHome>('/v1/market/home', { data: { mchId }, silent: true })

/** The aisles in the store's own order (set in the console). */
export const getMarketAisles = (mchId: number) =>
  request<MarketAisle[]>('/v1/market/aisles', { data: { mchId }, silent: true })

export interface MarketGoodsQuery {
  mchId: number
  aisleId?: number
  keyword?: string
  sort?: MarketSort
  /** '1': only goods with a SKU in stock */
  inStock?: '0' | '1'
  page?: number
  pageSize?: number
}

export const listMarketGoods = (q: MarketGoodsQuery) =>
  request<MarketGoodsPage>('/v1/market/goods', {
    data: { sort: 'default', page: 1, pageSize: 20, ...q },
    silent: true
  })

export const getMarketGoods = (id: number) =>
  request<MarketGoodsDetail>(`/v1/market/goods/${id}`, { silent: true })

/** A store's delivery slots of a Macau day (full and closed ones included, marked unavailable). */
export const getMarketSlots = (storeId: number, date: string) =>
  request<SlotView[]>('/v1/market/slots', { data: { storeId, date }, silent: true })

export interface MarketPlaced {
  orderId: number
  orderNo: string
  payDeadline: number
  total: number
}

/** Silent: the checkout shows each failure (slot full, stock, range…) itself. */
export const submitMarketDelivery = (input: z.input<typeof MarketSubmitBody>) =>
  request<MarketPlaced & { date: string; slot: string }>('/v1/market/order/submit', {
    method: 'POST',
    json: true,
    data: input,
    loading: t('loading.submit'),
    silent: true
  })

export const submitMarketPickup = (input: z.input<typeof MarketPickupSubmitBody>) =>
  request<MarketPlaced & { pickupStoreId: number }>('/v1/market/order/submitPickup', {
    method: 'POST',
    json: true,
    data: input,
    loading: t('loading.submit'),
    silent: true
  })

export const changeMarketSlot = (input: { id: number; date: string; slot: string }) =>
  request<{ date: string; slot: string }>('/v1/market/order/changeSlot', {
    method: 'POST',
    json: true,
    data: input,
    loading: t('loading.save')
  })

// ── browsing pages (issue 9): stores, reviews, similar, hot sellers, news, limited coupons ──

export type {
  MarketNews,
  MarketReview,
  MarketStore,
  ReviewFilter,
  ReviewSummary
} from '@lotus/contract/market'
export type { LimitedCoupon } from '@lotus/contract/limited-coupon'

/** Stores of the chain, nearest to the point first (distanceM from it). */
export const listMarketStores = (at: { lat: number; lng: number }) =>
  request<MarketStore[]>('/v1/market/stores', { data: { lat: at.lat, lng: at.lng }, silent: true })

/** Where a self-pickup order of store `mchId` can be collected: its chain's stores accepting pickup, nearest first. */
export const listChainPickupStores = (mchId: number, at: { lat: number; lng: number }) =>
  request<MarketPickupStore[]>('/v1/market/pickup/stores', {
    data: { mchId, lat: at.lat, lng: at.lng },
    silent: true
  })

export type MarketReviewsPage = Page<MarketReview> & { summary: ReviewSummary }

export const listMarketReviews = (id: number, filter: ReviewFilter, page: number, pageSize = 10) =>
  request<MarketReviewsPage>(`/v1/market/goods/${id}/reviews`, {
    data: { filter, page, pageSize },
    silent: true
  })

export const getMarketSimilar = (id: number) =>
  request<MarketGoodsCard[]>(`/v1/market/goods/${id}/similar`, { silent: true })

/** Weekly hot sellers of a store: `sales` is the units sold in the last 7 Asia/Macau days. */
export const getMarketHot = (mchId: number) =>
  request<MarketGoodsCard[]>('/v1/market/hot', { data: { mchId }, silent: true })

export const listMarketNews = (page: number, pageSize = 10) =>
  request<Page<MarketNews>>('/v1/market/news', { data: { page, pageSize }, silent: true })

export const getMarketNews = (id: number) => request<MarketNews>(`/v1/market/news/${id}`, { silent: true })

/** Limited coupon batches not yet ended (of one store and the all-store ones, or all), with the caller's count. */
export const listLimitedCoupons = (mchId?: number) =>
  request<LimitedCoupon[]>('/v1/market/coupon/list', { data: mchId ? { mchId } : {}, silent: true })

/** Claims one coupon; the server's refusals (已搶光, 未到領取時間, 每人限領N張) show as toasts. */
export const claimLimitedCoupon = (batchId: number) =>
  request<{ couponId: number; batch: LimitedCoupon }>('/v1/market/coupon/claim', {
    method: 'POST',
    data: { batchId },
    loading: loadingWord('claim')
  })
