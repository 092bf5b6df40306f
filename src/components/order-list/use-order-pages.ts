import type { OrderStatusFilter } from '@lotus/contract/order'
import type { Vertical } from '@lotus/contract/verticals'
import { usePagedList, type PagedList } from '@/hooks/use-paged-list'
import { listOrders, type OrderSummary } from '@/services/order'
import { useSession } from '@/stores/session'

export interface OrderQuery {
  /** Only this vertical's orders; the server filters, so every page is full. */
  vertical?: Vertical | undefined
  status?: OrderStatusFilter | undefined
  keyword?: string | undefined
}

/**
 * The signed-in user's orders for a query, page by page. Nothing is asked while signed out or, for a
 * search, before there is a keyword. (To move onto the shared keyed cache when it lands.)
 */
export function useOrderPages(
  q: OrderQuery,
  opts: { requireKeyword?: boolean } = {}
): PagedList<OrderSummary> {
  const token = useSession((s) => s.token)
  const keyword = q.keyword ?? ''
  return usePagedList(
    JSON.stringify([token, q.vertical ?? '', q.status ?? '', keyword]),
    (page) =>
      listOrders({
        page,
        vertical: q.vertical,
        status: q.status || undefined,
        keyword: keyword || undefined
      }),
    { enabled: token !== '' && (!opts.requireKeyword || keyword !== '') }
  )
}
