import type { PagedList } from '@/queries/infinite'
import { type OrdersQuery, useOrders } from '@/queries/orders'
import type { OrderSummary } from '@/services/order'
import { useSession } from '@/stores/session'

export type OrderQuery = OrdersQuery

/**
 * The signed-in user's orders for a query, page by page, from the shared cache (so paying or cancelling
 * anywhere refreshes every list). Nothing is asked while signed out or, for a search, before there is a keyword.
 */
export function useOrderPages(
  q: OrderQuery,
  opts: { requireKeyword?: boolean } = {}
): PagedList<OrderSummary> {
  const token = useSession((s) => s.token)
  const keyword = q.keyword ?? ''
  return useOrders(
    { vertical: q.vertical, status: q.status, keyword },
    { enabled: token !== '' && (!opts.requireKeyword || keyword !== '') }
  )
}
