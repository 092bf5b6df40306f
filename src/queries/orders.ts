import { listOrders, type OrderStatusFilter } from '@/services/order'
import { useInfiniteQuery } from './infinite'

/** Order lists by filter; any change to an order invalidates ['orders'] (see order.ts). */
export const ordersKeys = {
  all: ['orders'] as const,
  list: (q: { status?: OrderStatusFilter; keyword?: string }) =>
    ['orders', q.status ?? '', q.keyword ?? ''] as const
}

export const useOrders = (
  q: { status?: OrderStatusFilter; keyword?: string },
  opts: { enabled?: boolean } = {}
) =>
  useInfiniteQuery(
    ordersKeys.list(q),
    (page) => listOrders({ status: q.status || undefined, keyword: q.keyword || undefined, page }),
    opts
  )
