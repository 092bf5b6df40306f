import { useShallow } from 'zustand/react/shallow'
import type { Vertical } from '@lotus/contract/verticals'
import { getAdByKey } from '@/services/home'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { useQuery } from './cache'

/** Ads the app shows outside home (home's own come with its HTML: use-home-ads.ts). */
export const adKeys = {
  /** a vertical's home banners: untargeted ads and those aimed at that vertical */
  verticalBanners: (vertical: Vertical) => ['ads', 'INDEX_BANNER', vertical] as const
}

// ads are the same all over Macau, so an answer serves every point for a minute
const ADS_STALE_MS = 60_000

export function useVerticalBanners(vertical: Vertical) {
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  return useQuery(
    adKeys.verticalBanners(vertical),
    // async: a failure of any kind is the query's error, and ads are optional (the banner stays away)
    async () => getAdByKey('INDEX_BANNER', point.lat, point.lng, vertical),
    { staleTime: ADS_STALE_MS }
  )
}
