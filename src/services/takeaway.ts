import { request } from './request'
import type { GoodsDetail, Menu } from '@lotus/contract/goods'
import type {
  CommentPage,
  Merchant,
  MerchantActivity,
  MerchantDetail,
  MerchantSort,
  TakeawayCategory,
  TimeFee
} from '@lotus/contract/merchant'
import type { Page } from '@lotus/contract/page'

export type { Goods, GoodsProp, GoodsPropValue, Menu, MenuCategory } from '@lotus/contract/goods'
export type {
  Comment,
  CommentPage,
  MerchantDetail,
  MerchantSort,
  TakeawayCategory,
  TimeFee
} from '@lotus/contract/merchant'
/** A merchant activity as listed. */
export type Activity = MerchantActivity

/** Takeaway catalogue (docs/api-takeaway.md "Catalogue"). Money in avos, time in seconds. */

export interface MerchantQuery {
  lat: number
  lng: number
  page: number
  pageSize?: number
  city?: string
  keyword?: string
  sort?: MerchantSort
  category?: string
  freeDelivery?: 1
  hasDiscount?: 1
  minStar?: number
}

export const listTakeawayMerchants = (q: MerchantQuery) =>
  request<Page<Merchant>>('/v1/store/merchant/list', {
    data: { pageSize: 10, vertical: 'takeaway', ...q },
    silent: true
  })

export const getCategories = () => request<TakeawayCategory[]>('/v1/takeaway/categories', { silent: true })

export const getHotWords = () => request<string[]>('/v1/takeaway/hotWords', { silent: true })

export const getMerchant = (id: number, point?: { lat: number; lng: number }) =>
  request<MerchantDetail>(`/v1/store/merchant/${id}`, {
    data: { lat: point?.lat, lng: point?.lng },
    silent: true
  })

export const getMenu = (id: number) => request<Menu>(`/v1/store/merchant/${id}/menu`, { silent: true })

export const getGoods = (id: number) => request<GoodsDetail>(`/v1/store/goods/${id}`, { silent: true })

export const getSimilar = (id: number, point?: { lat: number; lng: number }) =>
  request<Merchant[]>(`/v1/store/merchant/${id}/similar`, {
    data: { lat: point?.lat, lng: point?.lng },
    silent: true
  })

export const getComments = (id: number, q: { page: number; pageSize?: number; withImage?: 1 }) =>
  request<CommentPage>(`/v1/store/merchant/${id}/comments`, { data: { pageSize: 10, ...q }, silent: true })

export const getTimeFees = (mchId: number) =>
  request<TimeFee[]>('/v1/store/timeFee/list', { data: { mchId }, silent: true })
