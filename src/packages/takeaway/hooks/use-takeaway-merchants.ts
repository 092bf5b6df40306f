import { useCallback, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { useExposure } from '@/hooks/use-exposure'
import { type PagedList, usePagedList } from '@/hooks/use-paged-list'
import { listTakeawayMerchants, type MerchantSort } from '@/services/takeaway'
import type { Merchant } from '@/services/types'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'

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
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const city = useLocation((s) => s.cityCode)
  const q = merchantQuery(f)
  const key = JSON.stringify([point.lat, point.lng, city, q])
  const list = usePagedList(
    key,
    (page) => listTakeawayMerchants({ lat: point.lat, lng: point.lng, city, page, ...q }),
    { enabled }
  )
  const [view, setView] = useState(0)
  useExposure(
    pos,
    list.items.map((m) => m.id),
    `${key}#${view}`
  )
  const { refresh: reload } = list
  const refresh = useCallback(async () => {
    setView((v) => v + 1)
    await reload()
  }, [reload])
  return { ...list, refresh }
}
