/**
 * Exposure bookkeeping for /v2/wm/flow/addShow: each merchant is reported at most once per view.
 * A "view" starts when a list is shown and again on pull-to-refresh or a new query (reset()).
 */
export interface ExposureTracker {
  /** the ids not yet reported in this view (in order, without duplicates); they count as reported now */
  seen: (ids: readonly number[]) => number[]
  reset: () => void
  readonly size: number
}

export function createExposureTracker(): ExposureTracker {
  const reported = new Set<number>()
  return {
    seen(ids) {
      const fresh: number[] = []
      for (const id of ids) {
        if (!Number.isSafeInteger(id) || id <= 0 || reported.has(id)) continue
        reported.add(id)
        fresh.push(id)
      }
      return fresh
    },
    reset() {
      reported.clear()
    },
    get size() {
      return reported.size
    }
  }
}
