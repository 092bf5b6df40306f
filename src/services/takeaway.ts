import { request } from './request'
import type { Merchant, Page } from './types'

/** Takeaway catalogue (docs/contract-issue3.md "Catalogue"). Money in avos, time in seconds. */
export type MerchantSort = 'smart' | 'distance' | 'rating' | 'sales' | 'deliveryFee' | 'minOrder'

export interface TakeawayCategory {
  key: string
  name: string
  count: number
}

export interface Activity {
  type: 'full_reduction' | 'discount' | 'new_user' | 'delivery_free' | string
  label: string
  threshold?: number
  reduce?: number
}

export interface MerchantDetail extends Merchant {
  notice: string
  openHours: string
  phone: string
  licenseNo: string
  tasteStar: number
  packStar: number
  activities: Activity[]
  deliveryRangeM: number
  favourite: boolean
  qualifications: Array<{ name: string; image: string }>
}

export interface GoodsPropValue {
  value: string
  priceDelta: number
}

export interface GoodsProp {
  name: string
  required: boolean
  multi: boolean
  values: GoodsPropValue[]
}

export interface Goods {
  id: number
  name: string
  image: string
  categoryId: number
  price: number
  originalPrice: number | null
  stock: number
  totalStock: number
  limitBuy: number
  monthSales: number
  description: string
  tags: string[]
  soldOut: boolean
  props: GoodsProp[]
  packFee: number
}

export interface MenuCategory {
  id: number
  name: string
  count: number
  goods: Goods[]
}

export interface Menu {
  categories: MenuCategory[]
}

export interface Comment {
  id: number
  userName: string
  avatar: string
  star: number
  tasteStar: number
  packStar: number
  content: string
  images: string[]
  createdAt: number
  mine: boolean
}

export interface CommentPage extends Page<Comment> {
  summary: { star: number; tasteStar: number; packStar: number; total: number }
}

export interface TimeFee {
  start: string
  end: string
  baseFee: number
  perKmFee: number
  freeKm: number
  label: string
}

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

export const getGoods = (id: number) =>
  request<Goods & { merchantId: number; merchantName: string }>(`/v1/store/goods/${id}`, { silent: true })

export const getSimilar = (id: number, point?: { lat: number; lng: number }) =>
  request<Merchant[]>(`/v1/store/merchant/${id}/similar`, {
    data: { lat: point?.lat, lng: point?.lng },
    silent: true
  })

export const getComments = (id: number, q: { page: number; pageSize?: number; withImage?: 1 }) =>
  request<CommentPage>(`/v1/store/merchant/${id}/comments`, { data: { pageSize: 10, ...q }, silent: true })

export const getTimeFees = (mchId: number) =>
  request<TimeFee[]>('/v1/store/timeFee/list', { data: { mchId }, silent: true })
