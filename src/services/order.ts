// The order wire types and the list's status filter live in the contract (contract/order.ts).
import type { OrderAction, OrderState, OrderStatusFilter, OrderSummary } from '@lotus/contract/order'
import type { Vertical } from '@lotus/contract/verticals'
import type { z } from 'zod/v4'
import type { SubmitBody } from '@lotus/contract/schemas/order'
import type { OrderDetail, ReorderAnswer, RefundView } from '@lotus/contract/order'
import { request } from './request'
import type { Page } from './types'
import { t } from '@/i18n'
import { loadingWord } from './words'

export type { OrderAction, OrderStatusFilter, OrderSummary }
export type OrderStatus = OrderState

export type { CartLine, CartProp } from '@lotus/contract/cart'
export type { FeeLine, OrderAddress, OrderDetail, OrderItem } from '@lotus/contract/order'
export type { RefundView as RefundInfo } from '@lotus/contract/order'

export type { ReorderAnswer, ReorderChange } from '@lotus/contract/order'

/** POST /v1/store/order/submit: the contract's request schema, as the app sends it. */
export type SubmitOrderInput = z.input<typeof SubmitBody>

export const listOrders = (q: {
  status?: OrderStatusFilter | undefined
  /** Only this vertical's orders, filtered by the server. */
  vertical?: Vertical | undefined
  page: number
  pageSize?: number
  keyword?: string
}) => request<Page<OrderSummary>>('/v1/store/order/list', { data: { pageSize: 10, ...q }, silent: true })

export const getOrder = (id: number, opts: { silent?: boolean } = {}) =>
  request<OrderDetail>(`/v1/store/order/${id}`, { silent: opts.silent ?? true })

/** Silent: the checkout page decides how to show each failure code (stock, closed, range...). */
export const submitOrder = (input: SubmitOrderInput) =>
  request<{ orderId: number; payDeadline: number; total: number }>('/v1/store/order/submit', {
    method: 'POST',
    json: true,
    data: input,
    loading: t('loading.submit'),
    silent: true
  })

export const cancelOrder = (id: number, reason: string) =>
  request<OrderDetail>('/v1/store/order/cancel', {
    method: 'POST',
    data: { id, reason },
    loading: loadingWord('cancel')
  })

export const confirmOrder = (id: number) =>
  request<OrderDetail>('/v1/store/order/confirm', {
    method: 'POST',
    data: { id },
    loading: t('loading.submit')
  })

export const updateOrderAddress = (id: number, addressId: number) =>
  request<OrderDetail>('/v1/store/order/updateAddress', {
    method: 'POST',
    data: { id, addressId },
    loading: t('loading.save')
  })

export const getReorder = (id: number) =>
  request<ReorderAnswer>(`/v1/store/order/${id}/reorder`, {
    loading: loadingWord('load')
  })

export const refundOrder = (input: {
  id: number
  reason: string
  detail?: string
  images?: string[]
  /** some lines / units only (supermarket, general store) */
  lines?: Array<{ itemId: number; qty: number }>
}) =>
  request<OrderDetail>('/v1/store/order/refund', {
    method: 'POST',
    json: true,
    data: input,
    loading: t('loading.submit')
  })

/** 申請平台介入: the platform decides a refund the shop rejected (once); answers the refund's progress. */
export const disputeRefund = (input: { refundId: number; reason: string }) =>
  request<RefundView>('/v1/store/order/refund/dispute', {
    method: 'POST',
    json: true,
    data: input,
    loading: t('loading.submit')
  })

export const getRefund = (id: number) => request<RefundView>(`/v1/store/order/${id}/refund`, { silent: true })

export const evaluateOrder = (input: {
  id: number
  star: number
  tasteStar: number
  packStar: number
  content: string
  images?: string[]
  anonymous?: boolean
}) =>
  request<null>('/v1/store/order/evaluate', {
    method: 'POST',
    json: true,
    data: input,
    loading: t('loading.submit')
  })
