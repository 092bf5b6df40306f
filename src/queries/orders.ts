import type { OrderStatusFilter } from '@lotus/contract/order'
import type { Vertical } from '@lotus/contract/verticals'
import { listOrders } from '@/services/order'
import { useInfiniteQuery } from './infinite'

export interface OrdersQuery {
  /** Only this vertical's orders; the server filters, so every page is full. */
  vertical?: Vertical | undefined
  status?: OrderStatusFilter | undefined
  keyword?: string | undefined
}

/** Order lists by filter; any change to an order invalidates ['orders'] (see order.ts). */
export const ordersKeys = {
  all: ['orders'] as const,
  list: (q: OrdersQuery) => ['orders', q.vertical ?? '', q.status ?? '', q.keyword ?? ''] as const
}

export const useOrders = (q: OrdersQuery, opts: { enabled?: boolean } = {}) =>
  useInfiniteQuery(
    ordersKeys.list(q),
    (page) =>
      listOrders({
        page,
        vertical: q.vertical,
        status: q.status || undefined,
        keyword: q.keyword || undefined
      }),
    opts
  )
