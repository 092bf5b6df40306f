import { useCallback, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { useExposure } from '@/hooks/use-exposure'
import { type PagedList, useInfiniteQuery } from '@/queries/infinite'
import { listMerchants } from '@/services/home'
import type { Merchant, Page, Vertical } from '@/services/types'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'

export interface MerchantListQuery {
  /** exposure position sent with addShow, and flowPos for the merchant page */
  pos: string
  vertical?: Vertical
  keyword?: string
  /** false while the page still waits for something (e.g. the first location fix) */
  enabled?: boolean
}

/** Where a merchant list is asked: the effective point and the city. */
export type MerchantPlace = { lat: number; lng: number; city: string }

/**
 * A merchant list around the effective point (chosen address, else GPS, else the city centre), paged on
 * the keyed cache, with exposure reporting. `kind` and `query` name the list; a new point, city or query
 * is a new list.
 */
export function useMerchantPages(
  pos: string,
  kind: string,
  query: object,
  fetchPage: (at: MerchantPlace, page: number) => Promise<Page<Merchant>>,
  enabled: boolean
): PagedList<Merchant> {
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const city = useLocation((s) => s.cityCode)
  const list = useInfiniteQuery(
    ['merchants', kind, point.lat, point.lng, city, query],
    (page) => fetchPage({ lat: point.lat, lng: point.lng, city }, page),
    { enabled }
  )
  // every refresh is a new view: merchants shown again are reported again
  const [view, setView] = useState(0)
  useExposure(
    pos,
    list.items.map((m) => m.id),
    `${JSON.stringify([kind, point.lat, point.lng, city, query])}#${view}`
  )
  const { refresh: reload } = list
  const refresh = useCallback(async () => {
    setView((v) => v + 1)
    await reload()
  }, [reload])
  const { first: _first, ...paged } = list
  return { ...paged, refresh }
}

/** Merchants nearest first, of one vertical or all, optionally matching a keyword. */
export function useMerchantList({
  pos,
  vertical,
  keyword,
  enabled = true
}: MerchantListQuery): PagedList<Merchant> {
  const kw = keyword?.trim() || undefined
  return useMerchantPages(
    pos,
    'all',
    { vertical: vertical ?? '', keyword: kw ?? '' },
    (at, page) => listMerchants({ ...at, page, vertical, keyword: kw }),
    enabled
  )
}
