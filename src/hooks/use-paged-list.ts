import { useCallback, useEffect, useRef, useState } from 'react'
import type { LoadState } from '@/components/state-view'
import type { Page } from '@/services/types'

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

/**
 * A server-paged list (`{list, page, hasMore}`): page 1 on mount and whenever `key` changes,
 * further pages on demand. Answers to an outdated key are dropped, so a quick change of city or
 * keyword never shows the previous query's merchants.
 */
export function usePagedList<T>(
  key: string,
  fetchPage: (page: number) => Promise<Page<T>>,
  opts: { enabled?: boolean; keepOnRefresh?: boolean } = {}
): PagedList<T> {
  const enabled = opts.enabled ?? true
  const [items, setItems] = useState<T[]>([])
  const [state, setState] = useState<LoadState>('loading')
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreFailed, setMoreFailed] = useState(false)
  const [hasMore, setHasMore] = useState(false)
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage
  const gen = useRef(0)
  const page = useRef(0)
  const busy = useRef(false)
  const itemsRef = useRef<T[]>([])

  const loadFirst = useCallback(async (soft: boolean) => {
    const my = ++gen.current
    busy.current = true
    // a pull-to-refresh keeps the current list on screen; a new query shows the skeleton
    if (!soft || itemsRef.current.length === 0) setState('loading')
    setMoreFailed(false)
    try {
      const r = await fetchRef.current(1)
      if (my !== gen.current) return
      page.current = 1
      itemsRef.current = r.list
      setItems(r.list)
      setHasMore(r.hasMore)
      setState(r.list.length === 0 ? 'empty' : 'ready')
    } catch {
      if (my !== gen.current) return
      if (!soft || itemsRef.current.length === 0) {
        itemsRef.current = []
        setItems([])
        setState('error')
      }
    } finally {
      if (my === gen.current) busy.current = false
    }
  }, [])

  useEffect(() => {
    if (enabled) void loadFirst(false)
  }, [key, enabled, loadFirst])

  const loadMore = useCallback(async () => {
    if (busy.current || !hasMore || state !== 'ready') return
    const my = gen.current
    busy.current = true
    setLoadingMore(true)
    setMoreFailed(false)
    try {
      const r = await fetchRef.current(page.current + 1)
      if (my !== gen.current) return
      page.current += 1
      itemsRef.current = [...itemsRef.current, ...r.list]
      setItems(itemsRef.current)
      setHasMore(r.hasMore)
    } catch {
      if (my === gen.current) setMoreFailed(true)
    } finally {
      if (my === gen.current) {
        busy.current = false
        setLoadingMore(false)
      }
    }
  }, [hasMore, state])

  const refresh = useCallback(() => loadFirst(opts.keepOnRefresh ?? true), [loadFirst, opts.keepOnRefresh])

  return { items, state, loadingMore, moreFailed, hasMore, refresh, loadMore }
}
