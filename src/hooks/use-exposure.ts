import { useEffect, useMemo, useRef } from 'react'
import { addShow } from '@/services/home'
import { createExposureTracker } from '@/utils/exposure'

/** the server takes at most 100 ids per call */
const MAX_IDS_PER_CALL = 100

/**
 * Exposure reporting (/v2/wm/flow/addShow): every merchant id is sent at most once per view.
 *
 * Choice: a merchant counts as shown when its page of results renders (the brief allows it). Pages
 * are 10 merchants, about what one screen and a flick show, and infinite scroll only asks for the
 * next page once the user is within 200px of the bottom, so rendered ≈ seen. It behaves the same on
 * h5 and weapp and needs no per-card observers. New ids of one render go out in one call.
 *
 * `viewKey` starts a new view (new query); call the returned `reset` on pull-to-refresh.
 */
export function useExposure(pos: string, ids: readonly number[], viewKey = ''): { reset: () => void } {
  const tracker = useMemo(() => createExposureTracker(), [])
  const lastKey = useRef(viewKey)
  if (lastKey.current !== viewKey) {
    lastKey.current = viewKey
    tracker.reset()
  }
  const idsKey = ids.join(',')
  useEffect(() => {
    const fresh = tracker.seen(ids)
    // exposure is best effort: a failed report must never disturb the list
    for (let i = 0; i < fresh.length; i += MAX_IDS_PER_CALL) {
      addShow(pos, fresh.slice(i, i + MAX_IDS_PER_CALL)).catch(() => undefined)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- idsKey stands for ids
  }, [pos, idsKey, tracker, viewKey])
  return useMemo(() => ({ reset: () => tracker.reset() }), [tracker])
}
