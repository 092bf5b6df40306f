import { useCallback, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { useExposure } from '@/hooks/use-exposure'
import type { PagedList } from '@/hooks/use-paged-list'
import { useInfiniteQuery } from '@/queries/infinite'
import { listMerchants } from '@/services/home'
import type { Merchant, Vertical } from '@/services/types'
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

/**
 * Merchants nearest first around the effective point (chosen address, else GPS, else the city
 * centre), paged, with exposure reporting. A new point, city, vertical or keyword is a new query.
 */
export function useMerchantList({
  pos,
  vertical,
  keyword,
  enabled = true
}: MerchantListQuery): PagedList<Merchant> {
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const city = useLocation((s) => s.cityCode)
  const kw = keyword?.trim() || undefined
  const key = `${point.lat},${point.lng}|${city}|${vertical ?? ''}|${kw ?? ''}`
  const list = useInfiniteQuery(
    ['merchants', point.lat, point.lng, city, vertical ?? '', kw ?? ''],
    (page) => listMerchants({ lat: point.lat, lng: point.lng, page, vertical, keyword: kw, city }),
    { enabled }
  )
  // every refresh is a new view: merchants shown again are reported again
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
  const { first: _first, ...paged } = list
  return { ...paged, refresh }
}
