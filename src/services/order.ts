import { request } from './request'
import type { Page } from './types'

/** Order tabs of the orders page; '' is all orders (GET /v1/store/order/list `status`). */
export type OrderStatusFilter = '' | 'unpaid' | 'ongoing' | 'uncommented' | 'refund'

/**
 * The fields the list shows. Orders arrive with issue 3; until then the server answers an empty page,
 * so every field but id is optional here and the card shows what it gets.
 */
export interface OrderSummary {
  id: number
  orderNo?: string
  storeName?: string
  storeLogo?: string
  statusText?: string
  /** avos */
  payAmount?: number
  goodsCount?: number
  goodsSummary?: string
  /** seconds */
  createdAt?: number
}

export const listOrders = (q: {
  status?: OrderStatusFilter
  page: number
  pageSize?: number
  keyword?: string
}) => request<Page<OrderSummary>>('/v1/store/order/list', { data: { pageSize: 10, ...q }, silent: true })
