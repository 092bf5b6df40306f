import { startTransition, useCallback, useEffect, useReducer, useRef, useSyncExternalStore } from 'react'

/**
 * One keyed cache for server data (the app's small stand-in for TanStack Query, which does not fit
 * the h5 first-load budget). Keys are readonly arrays such as ['order', 12]; a prefix such as
 * ['order'] names every key that starts with it. One file per resource in src/queries/ builds the
 * keys, the hooks and the mutations that invalidate them.
 */
export type QueryKey = readonly unknown[]
export type QueryStatus = 'idle' | 'loading' | 'success' | 'error'

export interface Entry<T = unknown> {
  data: T | undefined
  error: unknown
  status: QueryStatus
  /** ms of the last successful answer; 0 when none */
  updatedAt: number
}

interface Slot {
  key: QueryKey
  entry: Entry
  listeners: Set<() => void>
  inFlight: Promise<unknown> | null
  /** the newest fetcher of a mounted hook: invalidate() refetches with it */
  fetcher: (() => Promise<unknown>) | null
  mounted: number
}

const IDLE: Entry = { data: undefined, error: null, status: 'idle', updatedAt: 0 }
const slots = new Map<string, Slot>()
let now = (): number => Date.now()

export const hashKey = (key: QueryKey): string => JSON.stringify(key)

function slotOf(key: QueryKey): Slot {
  const h = hashKey(key)
  let s = slots.get(h)
  if (!s) {
    s = { key, entry: IDLE, listeners: new Set(), inFlight: null, fetcher: null, mounted: 0 }
    slots.set(h, s)
  }
  return s
}

/** true while a fetch's own progress (started, answered, failed) is written: see useQuery */
let fetchProgress = false

function write(s: Slot, entry: Entry): void {
  s.entry = entry
  for (const l of [...s.listeners]) l()
}

function writeProgress(s: Slot, entry: Entry): void {
  fetchProgress = true
  try {
    write(s, entry)
  } finally {
    fetchProgress = false
  }
}

const startsWith = (key: QueryKey, prefix: QueryKey): boolean =>
  prefix.length <= key.length && prefix.every((p, i) => hashKey([p]) === hashKey([key[i]]))

/** The current entry of a key (idle when never fetched). */
export function getEntry<T>(key: QueryKey): Entry<T> {
  return (slots.get(hashKey(key))?.entry ?? IDLE) as Entry<T>
}

export const getData = <T>(key: QueryKey): T | undefined => getEntry<T>(key).data

/**
 * Fetch a key. Callers asking while a fetch of the same key is running share its promise, so two
 * hooks on one key send one request.
 */
export function fetchQuery<T>(key: QueryKey, fetcher: () => Promise<T>): Promise<T> {
  const s = slotOf(key)
  if (s.inFlight) return s.inFlight as Promise<T>
  // data already on screen stays there while it is refetched
  writeProgress(s, { ...s.entry, status: 'loading', error: null })
  // only the newest request of a key may answer: one overtaken by an invalidate or a clear is dropped
  const current = () => s.inFlight === p
  const p: Promise<T> = fetcher().then(
    (data) => {
      if (current()) writeProgress(s, { data, error: null, status: 'success', updatedAt: now() })
      return data
    },
    (error: unknown) => {
      // the last good data stays on screen; the error is kept until a retry succeeds
      if (current()) writeProgress(s, { ...s.entry, error, status: 'error' })
      throw error
    }
  )
  s.inFlight = p
  const done = () => {
    if (s.inFlight === p) s.inFlight = null
  }
  p.then(done, done)
  return p
}

/** Fetch unless fresh data (younger than staleTime) is cached. */
export function ensureQuery<T>(key: QueryKey, fetcher: () => Promise<T>, staleTime = 0): Promise<T> {
  const e = getEntry<T>(key)
  if (e.status === 'success' && now() - e.updatedAt < staleTime && !slotOf(key).inFlight) {
    return Promise.resolve(e.data as T)
  }
  return fetchQuery(key, fetcher)
}

/** A result known without asking (an optimistic edit, a mutation's answer). */
export function setData<T>(key: QueryKey, data: T | ((old: T | undefined) => T)): void {
  const s = slotOf(key)
  const next = typeof data === 'function' ? (data as (old: T | undefined) => T)(s.entry.data as T) : data
  write(s, { data: next, error: null, status: 'success', updatedAt: now() })
}

/**
 * An answer that came with the page (page-boot): kept only where nothing was asked yet, stamped with when the
 * server read it (0: shown, but asked again on mount).
 */
export function seedData<T>(key: QueryKey, data: T, updatedAt: number): boolean {
  const s = slotOf(key)
  if (s.entry.status !== 'idle' || s.inFlight) return false
  write(s, { data, error: null, status: 'success', updatedAt })
  return true
}

/**
 * Mark every key under `prefix` stale: mounted keys refetch now, the others on their next mount.
 * Resolves when the refetches settle (failures stay in their entries).
 */
export async function invalidate(prefix: QueryKey): Promise<void> {
  const runs: Promise<unknown>[] = []
  for (const s of slots.values()) {
    if (!startsWith(s.key, prefix)) continue
    s.entry = { ...s.entry, updatedAt: 0 }
    if (s.mounted > 0 && s.fetcher) {
      s.inFlight = null
      runs.push(fetchQuery(s.key, s.fetcher).catch(() => undefined))
    }
  }
  await Promise.all(runs)
}

/** Follow one key from outside React (a store that mirrors it for pages not yet on the hooks). */
export function subscribeKey(key: QueryKey, listener: () => void): () => void {
  const s = slotOf(key)
  s.listeners.add(listener)
  return () => void s.listeners.delete(listener)
}

let generation = 0
/**
 * Counts clearCache calls: a write that was sent for one identity compares it before it lands, so a late answer
 * never fills the next user's cache.
 */
export const cacheGeneration = (): number => generation

/** Forget everything (identity change): answers still in flight are dropped; mounted hooks show idle. */
export function clearCache(): void {
  generation++
  for (const s of slots.values()) {
    s.inFlight = null
    write(s, IDLE)
  }
  for (const [h, s] of slots) if (s.mounted === 0 && s.listeners.size === 0) slots.delete(h)
}

/** Tests: a clock to age entries without waiting. */
export function setCacheClock(clock: () => number): void {
  now = clock
}

export interface QueryOptions {
  /** ms a successful answer counts as fresh: a mount within it does not refetch (default 0) */
  staleTime?: number
  /** false: no fetch (a key that needs a login or an id not known yet) */
  enabled?: boolean
  /** while a changed key has no answer yet, the previous key's data stays on screen (a price being re-asked) */
  keepPrevious?: boolean
}

export interface QueryResult<T> {
  data: T | undefined
  error: unknown
  /** no data yet and a fetch is running (or about to): show the skeleton */
  isLoading: boolean
  isError: boolean
  /** a fetch is running, with or without data on screen */
  isFetching: boolean
  refetch: () => Promise<T | undefined>
}

/** Subscribe a component to one key; fetches on mount when the entry is missing or stale. */
export function useQuery<T>(
  key: QueryKey,
  fetcher: () => Promise<T>,
  opts: QueryOptions = {}
): QueryResult<T> {
  const enabled = opts.enabled ?? true
  const staleTime = opts.staleTime ?? 0
  const h = hashKey(key)
  const keyRef = useRef(key)
  keyRef.current = key
  const fetcherRef = useRef(fetcher)
  fetcherRef.current = fetcher

  // A fetch's progress re-renders as a transition: answers arriving while a page loads are drawn in slices with
  // the browser let in between, and several in one tick draw once (issue 13: each answer was one long task on a
  // phone). A known result (setData, an identity's clear) stays useSyncExternalStore's blocking update, drawn at
  // once. Either way the render reads the store as it is then.
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const subscribe = useCallback(
    (onChange: () => void) => {
      const s = slotOf(keyRef.current)
      const l = () => (fetchProgress ? startTransition(rerender) : onChange())
      s.listeners.add(l)
      return () => void s.listeners.delete(l)
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the hash stands for the key
    [h]
  )
  const entry = useSyncExternalStore(
    subscribe,
    () => getEntry<T>(keyRef.current),
    () => getEntry<T>(keyRef.current)
  )

  useEffect(() => {
    if (!enabled) return
    const s = slotOf(keyRef.current)
    const run = () => fetcherRef.current()
    s.fetcher = run
    s.mounted++
    ensureQuery(keyRef.current, run, staleTime).catch(() => undefined)
    return () => {
      s.mounted--
      if (s.fetcher === run && s.mounted === 0) s.fetcher = null
    }
  }, [h, enabled, staleTime])

  const refetch = useCallback(
    () =>
      fetchQuery(keyRef.current, () => fetcherRef.current()).then(
        (d) => d,
        () => undefined
      ),
    []
  )

  const previous = useRef<T | undefined>(undefined)
  if (entry.data !== undefined) previous.current = entry.data
  // null is an answer (nothing there): only a missing answer falls back to the previous key's
  const data = entry.data !== undefined ? entry.data : opts.keepPrevious ? previous.current : undefined

  return {
    data,
    error: entry.error,
    isLoading: enabled && data === undefined && entry.status !== 'error',
    isError: entry.status === 'error',
    isFetching: entry.status === 'loading',
    refetch
  }
}

/** StateView's state for one query: skeleton, content, empty (when `isEmpty`) or error with retry. */
export function loadStateOf<T>(
  q: Pick<QueryResult<T>, 'data' | 'isError'>,
  isEmpty: (d: T) => boolean = () => false
): 'loading' | 'ready' | 'empty' | 'error' {
  if (q.data !== undefined) return isEmpty(q.data) ? 'empty' : 'ready'
  return q.isError ? 'error' : 'loading'
}
