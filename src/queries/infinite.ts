import { useCallback, useRef, useState } from 'react'
import type { LoadState } from '@/components/state-view'
import type { Page } from '@/services/types'
import { fetchQuery, getData, hashKey, type QueryKey, setData, useQuery } from './cache'

/** A server-paged list as list pages show it. */
export interface PagedList<T> {
  items: T[]
  /** first page: loading skeleton / ready / empty / error */
  state: LoadState
  loadingMore: boolean
  /** loading a further page failed: the footer offers a retry */
  moreFailed: boolean
  hasMore: boolean
  /** reload from page 1 (pull-to-refresh, retry); resolves when done */
  refresh: () => Promise<void>
  /** the next page, when there is one and nothing is loading */
  loadMore: () => Promise<void>
}

/** What the cache holds for a paged list: every page loaded so far, flattened. */
export interface Pages<T, P = Page<T>> {
  items: T[]
  page: number
  hasMore: boolean
  /** page 1 as the server sent it (lists such as comments carry a summary beside the items) */
  first: P
}

/**
 * A server-paged list (`{list, page, hasMore}`) kept in the cache under `key`: page 1 on mount (or
 * the cached pages at once, refreshed behind them), further pages on reach-bottom. An answer for an
 * earlier key (a quick change of city or keyword) never shows under the current one.
 */
type ItemOf<P> = P extends Page<infer T> ? T : never

export function useInfiniteQuery<P extends Page<unknown>, T = ItemOf<P>>(
  key: QueryKey,
  fetchPage: (page: number) => Promise<P>,
  opts: { enabled?: boolean; staleTime?: number } = {}
): PagedList<T> & { first: P | undefined } {
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage
  const h = hashKey(key)
  const first = useCallback(async (): Promise<Pages<T, P>> => {
    const r = await fetchRef.current(1)
    return { items: r.list as T[], page: 1, hasMore: r.hasMore, first: r }
  }, [])
  const q = useQuery<Pages<T, P>>(key, first, opts)
  // loading a further page is per screen: which key it was for decides whether the answer is kept
  const [more, setMore] = useState<{ key: string; loading: boolean; failed: boolean } | null>(null)
  const busy = useRef(false)

  const data = q.data
  const state = data ? (data.items.length ? 'ready' : 'empty') : q.isError ? 'error' : 'loading'

  const loadMore = useCallback(async () => {
    const cur = getData<Pages<T, P>>(key)
    if (busy.current || !cur?.hasMore) return
    busy.current = true
    setMore({ key: h, loading: true, failed: false })
    try {
      const r = await fetchRef.current(cur.page + 1)
      // a refresh that answered meanwhile restarted the list: this page no longer follows it
      if (getData<Pages<T, P>>(key) === cur) {
        setData<Pages<T, P>>(key, {
          ...cur,
          items: [...cur.items, ...(r.list as T[])],
          page: cur.page + 1,
          hasMore: r.hasMore
        })
      }
      setMore(null)
    } catch {
      setMore({ key: h, loading: false, failed: true })
    } finally {
      busy.current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the hash stands for the key
  }, [h])

  const refresh = useCallback(async () => {
    setMore(null)
    await fetchQuery(key, first).catch(() => undefined)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the hash stands for the key
  }, [h, first])

  const mine = more?.key === h ? more : null
  return {
    items: data?.items ?? [],
    state,
    loadingMore: mine?.loading ?? false,
    moreFailed: mine?.failed ?? false,
    hasMore: data?.hasMore ?? false,
    refresh,
    loadMore,
    first: data?.first
  }
}
