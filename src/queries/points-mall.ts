import type { PointsOrderState } from '@lotus/contract/order-points'
import {
  cancelPointsMallOrder,
  receivePointsMallOrder,
  exchangePointsMallItem,
  getPointsMallItem,
  getPointsMallOrder,
  getPointsMallOrderByOrder,
  listPickupStores,
  listPointsMallItems,
  listPointsMallOrders,
  type ExchangeInput,
  type PointsMallOrder
} from '@/services/points-mall'
import { invalidate, setData, useQuery } from './cache'
import { useInfiniteQuery } from './infinite'
import { pointsKeys } from './points'

export const pointsMallKeys = {
  all: ['points-mall'] as const,
  items: (kind: 'gift' | 'coupon') => ['points-mall', 'items', kind] as const,
  item: (id: number) => ['points-mall', 'item', id] as const,
  orders: (status: PointsOrderState | 'all', kind?: 'gift' | 'coupon') =>
    ['points-mall', 'orders', status, kind ?? 'any'] as const,
  order: (id: number) => ['points-mall', 'order', id] as const,
  byOrder: (orderId: number) => ['points-mall', 'by-order', orderId] as const,
  stores: (lat: number, lng: number) => ['points-mall', 'stores', lat, lng] as const
}

export const usePointsMallItems = (kind: 'gift' | 'coupon') =>
  useInfiniteQuery(pointsMallKeys.items(kind), (page) => listPointsMallItems(kind, page))

export const usePointsMallItem = (id: number) =>
  useQuery(pointsMallKeys.item(id), () => getPointsMallItem(id), { enabled: id > 0 })

export const usePointsMallOrders = (status: PointsOrderState | 'all', kind?: 'gift' | 'coupon') =>
  useInfiniteQuery(pointsMallKeys.orders(status, kind), (page) =>
    listPointsMallOrders({ status, ...(kind ? { kind } : {}) }, page)
  )

/** One exchange by its id, or (the cashier's way back) by the id of its cash order. */
export const usePointsMallOrder = (q: { id: number; orderId: number }) =>
  useQuery(
    q.id > 0 ? pointsMallKeys.order(q.id) : pointsMallKeys.byOrder(q.orderId),
    () => (q.id > 0 ? getPointsMallOrder(q.id) : getPointsMallOrderByOrder(q.orderId)),
    { enabled: q.id > 0 || q.orderId > 0 }
  )

export const usePickupStores = (p: { lat: number; lng: number }, enabled = true) =>
  useQuery(pointsMallKeys.stores(p.lat, p.lng), () => listPickupStores(p), { staleTime: 60_000, enabled })

/** After an exchange or a cancel: the balance, the ledger, the items' stock and the exchange lists are stale. */
function changed(o: PointsMallOrder): PointsMallOrder {
  // mounted lists refetch behind the page; the exchange itself is known now
  void Promise.all([invalidate(pointsKeys.all), invalidate(pointsMallKeys.all)])
  setData(pointsMallKeys.order(o.id), o)
  return o
}

export const exchange = (input: ExchangeInput) => exchangePointsMallItem(input).then(changed)
export const cancelExchange = (id: number) => cancelPointsMallOrder(id).then(changed)
export const receiveExchange = (id: number) => receivePointsMallOrder(id).then(changed)
