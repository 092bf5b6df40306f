import type { LoadState } from '@/components/state-view'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { searchRange } from '@/services/home'
import type { Place } from '@/services/types'
import { loadStateOf, useQuery } from './cache'

export const SEARCH_DEBOUNCE_MS = 300

export const placesKeys = {
  all: ['places'] as const,
  near: (lat: number, lng: number, keyword: string) => ['places', lat, lng, keyword] as const
}

/**
 * Places around a point (nearest 20), or matching `keyword` once typing pauses. Each point and keyword
 * is its own key, so a slow answer to an older keyword never shows under a newer one, and going back to
 * an earlier keyword shows its answer at once.
 */
export function usePlaces(
  point: { lat: number; lng: number },
  keyword: string
): { places: Place[]; state: LoadState; retry: () => void } {
  const kw = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS)
  const q = useQuery(
    placesKeys.near(point.lat, point.lng, kw),
    () => searchRange({ lat: point.lat, lng: point.lng, keyword: kw || undefined }).then((r) => r.data ?? []),
    { staleTime: 60_000 }
  )
  return {
    places: q.data ?? [],
    state: loadStateOf(q, (list) => list.length === 0),
    retry: () => void q.refetch()
  }
}
