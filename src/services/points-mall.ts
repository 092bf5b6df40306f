import type { MarketStore } from '@lotus/contract/market'
import type {
  PointsMallItem,
  PointsMallOrder,
  PointsMallOrderPage,
  PointsOrderState
} from '@lotus/contract/order-points'
import type { Page } from '@lotus/contract/page'
import type { z } from 'zod/v4'
import type { PointsMallExchangeBody } from '@lotus/contract/schemas/points-mall'
import { request } from './request'

export type {
  PointsMallItem,
  PointsMallOrder,
  PointsMallOrderPage,
  PointsMallWay,
  PointsOrderState
} from '@lotus/contract/order-points'
import { loadingWord } from './words'
export type { MarketStore } from '@lotus/contract/market'

/** Fetchers of the points mall (積分商城, /v1/points/mall/*) and its pickup stores. */
export const listPointsMallItems = (kind: 'gift' | 'coupon', page: number, pageSize = 20) =>
  request<Page<PointsMallItem>>('/v1/points/mall/items', { data: { kind, page, pageSize }, silent: true })

export const getPointsMallItem = (id: number) =>
  request<PointsMallItem>(`/v1/points/mall/items/${id}`, { silent: true })

/** POST /v1/points/mall/exchange: the contract's request schema, as the app sends it. */
export type ExchangeInput = z.input<typeof PointsMallExchangeBody>

export const exchangePointsMallItem = (input: ExchangeInput) =>
  request<PointsMallOrder>('/v1/points/mall/exchange', {
    method: 'POST',
    json: true,
    data: input,
    loading: loadingWord('redeem')
  })

export const listPointsMallOrders = (
  q: { status?: PointsOrderState | 'all'; kind?: 'gift' | 'coupon' },
  page: number,
  pageSize = 20
) =>
  request<PointsMallOrderPage>('/v1/points/mall/orders', {
    data: { status: q.status ?? 'all', kind: q.kind, page, pageSize },
    silent: true
  })

export const getPointsMallOrder = (id: number) =>
  request<PointsMallOrder>(`/v1/points/mall/orders/${id}`, { silent: true })

/** The exchange whose cash part is the order `orderId` (the cashier returns with it). */
export const getPointsMallOrderByOrder = (orderId: number) =>
  request<PointsMallOrder>(`/v1/points/mall/orders/by-order/${orderId}`, { silent: true })

export const cancelPointsMallOrder = (id: number) =>
  request<PointsMallOrder>('/v1/points/mall/cancel', {
    method: 'POST',
    data: { id },
    loading: loadingWord('cancel')
  })

export const receivePointsMallOrder = (id: number) =>
  request<PointsMallOrder>('/v1/points/mall/receive', {
    method: 'POST',
    data: { id },
    loading: loadingWord('confirm')
  })

/** Supermarket stores (pickup points), nearest to the point first. */
export const listPickupStores = (p: { lat: number; lng: number }) =>
  request<MarketStore[]>('/v1/market/stores', { data: { lat: p.lat, lng: p.lng }, silent: true })
