/**
 * Spec §2 / §9 page loading: pages load lazily (delay 200 ms, timeout 60000 ms), and a chunk that
 * fails to load reports 'Loading chunk failed' after 120 s (webpack's chunkLoadTimeout, config/index.ts).
 * This is the platform-free part: it watches the loads of page chunks and says what to show.
 */
export const PAGE_LOAD_DELAY_MS = 200
export const PAGE_LOAD_TIMEOUT_MS = 60_000
export const CHUNK_LOAD_TIMEOUT_MS = 120_000
export const CHUNK_FAILED = 'Loading chunk failed'

export type PageLoadView =
  /** nothing loading, or not for long enough to show anything (under 200 ms) */
  | { state: 'idle' }
  /** loading for more than 200 ms */
  | { state: 'loading' }
  /** still loading after 60000 ms: the user may retry (a slow chunk that arrives later still clears it) */
  | { state: 'timeout' }
  /** a chunk failed (network error, or webpack's 120 s limit); detail is webpack's own message */
  | { state: 'failed'; detail: string }

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>)
}

/** Wraps a chunk loader (webpack's `__webpack_require__.e`) so every load reports to `show`. */
export function trackChunkLoads<A extends unknown[], T>(
  load: (...args: A) => Promise<T>,
  show: (view: PageLoadView) => void,
  timers: Timers = realTimers
): (...args: A) => Promise<T> {
  let pending = 0
  let delay: unknown = null
  let timeout: unknown = null
  let failed = false

  const stopTimers = () => {
    if (delay !== null) timers.clearTimeout(delay)
    if (timeout !== null) timers.clearTimeout(timeout)
    delay = timeout = null
  }

  return (...args: A) => {
    if (pending++ === 0) {
      delay = timers.setTimeout(() => {
        delay = null
        if (!failed) show({ state: 'loading' })
      }, PAGE_LOAD_DELAY_MS)
      timeout = timers.setTimeout(() => {
        timeout = null
        if (!failed) show({ state: 'timeout' })
      }, PAGE_LOAD_TIMEOUT_MS)
    }
    return load(...args).then(
      (v) => {
        if (--pending === 0) {
          stopTimers()
          if (!failed) show({ state: 'idle' })
        }
        return v
      },
      (e: unknown) => {
        if (--pending === 0) stopTimers()
        failed = true
        show({ state: 'failed', detail: e instanceof Error ? e.message : String(e) })
        throw e
      }
    )
  }
}
