import { useMerchantPages } from '@/components/merchant-list/use-merchant-list'
import type { PagedList } from '@/queries/infinite'
import { listTakeawayMerchants, type MerchantSort } from '@/services/takeaway'
import type { Merchant } from '@/services/types'

export interface MerchantFilters {
  sort: MerchantSort
  category?: string
  freeDelivery: boolean
  hasDiscount: boolean
  /** 4.5分以上 */
  highRating: boolean
  keyword?: string
}

export const MIN_STAR_FILTER = 4.5

/** The list query as the server takes it (contract: sort, category?, freeDelivery?=1, hasDiscount?=1, minStar?). */
export function merchantQuery(f: MerchantFilters) {
  return {
    sort: f.sort,
    category: f.category || undefined,
    freeDelivery: f.freeDelivery ? (1 as const) : undefined,
    hasDiscount: f.hasDiscount ? (1 as const) : undefined,
    minStar: f.highRating ? MIN_STAR_FILTER : undefined,
    keyword: f.keyword?.trim() || undefined
  }
}

/** Takeaway merchants around the delivery point with sort and filters; a change is a new query. */
export function useTakeawayMerchants(pos: string, f: MerchantFilters, enabled = true): PagedList<Merchant> {
  const q = merchantQuery(f)
  return useMerchantPages(
    pos,
    'takeaway',
    q,
    (at, page) => listTakeawayMerchants({ ...at, page, ...q }),
    enabled
  )
}
