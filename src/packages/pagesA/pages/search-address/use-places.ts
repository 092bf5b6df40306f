import { useEffect, useRef, useState } from 'react'
import type { LoadState } from '@/components/state-view'
import { searchRange } from '@/services/home'
import type { Place } from '@/services/types'
import type { Point } from '@/stores/location-reducer'

export const SEARCH_DEBOUNCE_MS = 300

/**
 * Places around `point` (nearest 20), or matching `keyword` once typing pauses. The newest query
 * wins: a slow answer to an older keyword never replaces a newer one.
 */
export function usePlaces(
  point: Point,
  keyword: string
): { places: Place[]; state: LoadState; retry: () => void } {
  const [places, setPlaces] = useState<Place[]>([])
  const [state, setState] = useState<LoadState>('loading')
  const [attempt, setAttempt] = useState(0)
  const seq = useRef(0)
  const kw = keyword.trim()

  useEffect(() => {
    const my = ++seq.current
    setState('loading')
    const timer = setTimeout(
      () => {
        searchRange({ lat: point.lat, lng: point.lng, keyword: kw || undefined })
          .then((r) => {
            if (my !== seq.current) return
            const list = r.data ?? []
            setPlaces(list)
            setState(list.length ? 'ready' : 'empty')
          })
          .catch(() => {
            if (my === seq.current) setState('error')
          })
      },
      kw ? SEARCH_DEBOUNCE_MS : 0
    )
    return () => clearTimeout(timer)
  }, [point.lat, point.lng, kw, attempt])

  return { places, state, retry: () => setAttempt((a) => a + 1) }
}
