import { useCallback, useRef, useState } from 'react'
import type { PagedList } from '@/hooks/use-paged-list'
import type { Page } from '@/services/types'
import { fetchQuery, getData, hashKey, type QueryKey, setData, useQuery } from './cache'

/** What the cache holds for a paged list: every page loaded so far, flattened. */
export interface Pages<T> {
  items: T[]
  page: number
  hasMore: boolean
}

/**
 * A server-paged list (`{list, page, hasMore}`) kept in the cache under `key`: page 1 on mount (or
 * the cached pages at once, refreshed behind them), further pages on reach-bottom. Same shape as
 * usePagedList, so list pages swap one for the other.
 */
export function useInfiniteQuery<T>(
  key: QueryKey,
  fetchPage: (page: number) => Promise<Page<T>>,
  opts: { enabled?: boolean; staleTime?: number } = {}
): PagedList<T> {
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage
  const h = hashKey(key)
  const first = useCallback(async (): Promise<Pages<T>> => {
    const r = await fetchRef.current(1)
    return { items: r.list, page: 1, hasMore: r.hasMore }
  }, [])
  const q = useQuery<Pages<T>>(key, first, opts)
  // loading a further page is per screen: which key it was for decides whether the answer is kept
  const [more, setMore] = useState<{ key: string; loading: boolean; failed: boolean } | null>(null)
  const busy = useRef(false)

  const data = q.data
  const state = data ? (data.items.length ? 'ready' : 'empty') : q.isError ? 'error' : 'loading'

  const loadMore = useCallback(async () => {
    const cur = getData<Pages<T>>(key)
    if (busy.current || !cur?.hasMore) return
    busy.current = true
    setMore({ key: h, loading: true, failed: false })
    try {
      const r = await fetchRef.current(cur.page + 1)
      // a refresh that answered meanwhile restarted the list: this page no longer follows it
      if (getData<Pages<T>>(key) === cur) {
        setData<Pages<T>>(key, { items: [...cur.items, ...r.list], page: cur.page + 1, hasMore: r.hasMore })
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
    loadMore
  }
}
