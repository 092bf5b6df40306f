import { act, renderHook, waitFor } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache, getData, invalidate, type QueryKey, setCacheClock, setData, useQuery } from './cache'
import type { Page } from '@/services/types'
import { useInfiniteQuery } from './infinite'

let clock = 1_000_000
beforeEach(() => {
  clearCache()
  clock = 1_000_000
  setCacheClock(() => clock)
})
afterEach(() => setCacheClock(() => Date.now()))

/** A fetcher whose answers the test releases one by one. */
function deferred<T>() {
  const pending: { resolve: (v: T) => void; reject: (e: unknown) => void }[] = []
  const fn = vi.fn(() => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })))
  return { fn, pending }
}

describe('useQuery', () => {
  it('two components on one key send one request and both show its answer', async () => {
    const api = deferred<string>()
    const a = renderHook(() => useQuery(['merchant', 7], api.fn))
    const b = renderHook(() => useQuery(['merchant', 7], api.fn))
    expect(a.result.current.isLoading).toBe(true)
    expect(api.fn).toHaveBeenCalledTimes(1)
    act(() => api.pending[0]!.resolve('蓮花小廚'))
    await waitFor(() => expect(a.result.current.data).toBe('蓮花小廚'))
    expect(b.result.current.data).toBe('蓮花小廚')
    expect(b.result.current.isLoading).toBe(false)
  })

  it('a page opened again within staleTime shows the cached data without asking; later it refetches', async () => {
    const fetcher = vi.fn(async () => ({ balance: 1200 }))
    const first = renderHook(() => useQuery(['wallet'], fetcher, { staleTime: 30_000 }))
    await waitFor(() => expect(first.result.current.data).toEqual({ balance: 1200 }))
    first.unmount()

    clock += 10_000
    const again = renderHook(() => useQuery(['wallet'], fetcher, { staleTime: 30_000 }))
    expect(again.result.current.data).toEqual({ balance: 1200 })
    expect(fetcher).toHaveBeenCalledTimes(1)
    again.unmount()

    clock += 30_000
    fetcher.mockResolvedValueOnce({ balance: 800 })
    const stale = renderHook(() => useQuery(['wallet'], fetcher, { staleTime: 30_000 }))
    // the old balance stays on screen while the new one loads
    expect(stale.result.current.data).toEqual({ balance: 1200 })
    await waitFor(() => expect(stale.result.current.data).toEqual({ balance: 800 }))
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  it('keepPrevious: a changed key shows the previous answer until its own arrives; without it, nothing', async () => {
    const api = deferred<string>()
    const kept = renderHook(({ c }) => useQuery(['quote', c], api.fn, { keepPrevious: true }), {
      initialProps: { c: 1 }
    })
    act(() => api.pending[0]!.resolve('MOP 52'))
    await waitFor(() => expect(kept.result.current.data).toBe('MOP 52'))
    kept.rerender({ c: 2 })
    expect(kept.result.current.data).toBe('MOP 52')
    expect(kept.result.current.isLoading).toBe(false)
    act(() => api.pending[1]!.resolve('MOP 47'))
    await waitFor(() => expect(kept.result.current.data).toBe('MOP 47'))

    const plain = renderHook(({ c }) => useQuery(['quote', c], api.fn), { initialProps: { c: 2 } })
    expect(plain.result.current.data).toBe('MOP 47')
    plain.rerender({ c: 3 })
    expect(plain.result.current.data).toBeUndefined()
    expect(plain.result.current.isLoading).toBe(true)
  })

  it('invalidate refetches every mounted key under the prefix and leaves other resources alone', async () => {
    let status = 'unpaid'
    const order1 = vi.fn(async () => ({ id: 1, status }))
    const order2 = vi.fn(async () => ({ id: 2, status }))
    const wallet = vi.fn(async () => ({ balance: 500 }))
    const o1 = renderHook(() => useQuery(['order', 1], order1, { staleTime: 60_000 }))
    renderHook(() => useQuery(['order', 2], order2, { staleTime: 60_000 }))
    renderHook(() => useQuery(['wallet'], wallet, { staleTime: 60_000 }))
    await waitFor(() => expect(o1.result.current.data?.status).toBe('unpaid'))

    status = 'paid'
    await act(() => invalidate(['order']))
    expect(o1.result.current.data?.status).toBe('paid')
    expect(getData(['order', 2])).toEqual({ id: 2, status: 'paid' })
    expect(order1).toHaveBeenCalledTimes(2)
    expect(order2).toHaveBeenCalledTimes(2)
    expect(wallet).toHaveBeenCalledTimes(1)
  })

  it('an invalidated key that is not on screen refetches when next mounted, despite staleTime', async () => {
    const fetcher = vi.fn(async () => ['澳門半島'])
    const a = renderHook(() => useQuery(['addresses'], fetcher, { staleTime: 60_000 }))
    await waitFor(() => expect(a.result.current.data).toBeDefined())
    a.unmount()
    await invalidate(['addresses'])
    expect(fetcher).toHaveBeenCalledTimes(1)
    renderHook(() => useQuery(['addresses'], fetcher, { staleTime: 60_000 }))
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2))
  })

  it('a failure is kept as the error (no data, no skeleton) until a retry succeeds', async () => {
    const fetcher = vi.fn().mockRejectedValueOnce(new Error('網絡錯誤')).mockResolvedValueOnce(['券'])
    const q = renderHook(() => useQuery<string[]>(['coupons'], fetcher))
    await waitFor(() => expect(q.result.current.isError).toBe(true))
    expect(q.result.current).toMatchObject({ isLoading: false, data: undefined })
    expect((q.result.current.error as Error).message).toBe('網絡錯誤')

    await act(() => q.result.current.refetch())
    expect(q.result.current).toMatchObject({ isError: false, data: ['券'], error: null })
  })

  it('enabled: false sends nothing; setData shows a known answer at once', async () => {
    const fetcher = vi.fn(async () => 'x')
    const q = renderHook(() => useQuery(['user'], fetcher, { enabled: false }))
    expect(q.result.current.isLoading).toBe(false)
    act(() => setData(['user'], '小蓮'))
    expect(q.result.current.data).toBe('小蓮')
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('an answer overtaken by an invalidate (a mutation happened meanwhile) does not overwrite the newer one', async () => {
    const api = deferred<string>()
    const q = renderHook(() => useQuery(['order', 3], api.fn))
    let done: Promise<void> = Promise.resolve()
    act(() => {
      done = invalidate(['order'])
    })
    act(() => api.pending[1]!.resolve('已支付'))
    await act(() => done)
    act(() => api.pending[0]!.resolve('待支付'))
    await act(() => Promise.resolve())
    expect(q.result.current.data).toBe('已支付')
  })

  it('clearing the cache drops an answer still in flight (it belonged to the previous user)', async () => {
    const api = deferred<string>()
    const q = renderHook(() => useQuery(['user'], api.fn))
    act(() => clearCache())
    act(() => api.pending[0]!.resolve('上一位用戶'))
    await Promise.resolve()
    expect(q.result.current.data).toBeUndefined()
  })
})

describe('how a change is drawn', () => {
  // every row takes 1 ms to render: 40 rows are one 40 ms task unless React yields while rendering them
  function SlowRow({ n }: { n: number }) {
    const end = performance.now() + 1
    while (performance.now() < end);
    return <li>{n}</li>
  }
  function SlowList({ k, fetcher }: { k: QueryKey; fetcher: () => Promise<number[]> }) {
    const q = useQuery<number[]>(k, fetcher)
    return (
      <ul>
        {(q.data ?? []).map((n) => (
          <SlowRow key={n} n={n} />
        ))}
      </ul>
    )
  }
  const rows = Array.from({ length: 40 }, (_, i) => i + 1)

  /** Renders without act (the browser's own scheduling); returns what a timer set at `change` saw. */
  async function rowsSeenByATimer(change: (api: ReturnType<typeof deferred<number[]>>) => void) {
    const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    const before = g.IS_REACT_ACT_ENVIRONMENT
    g.IS_REACT_ACT_ENVIRONMENT = false
    const el = document.createElement('div')
    const root = createRoot(el)
    try {
      const api = deferred<number[]>()
      root.render(<SlowList k={['slow']} fetcher={api.fn} />)
      await vi.waitFor(() => expect(api.pending).toHaveLength(1))
      let seen = -1
      change(api)
      setTimeout(() => (seen = el.querySelectorAll('li').length), 0)
      await vi.waitFor(() => expect(el.querySelectorAll('li')).toHaveLength(40), { timeout: 15_000 })
      await vi.waitFor(() => expect(seen).not.toBe(-1))
      return seen
    } finally {
      root.unmount()
      g.IS_REACT_ACT_ENVIRONMENT = before
    }
  }

  it("a fetch's answer is drawn in slices: the browser gets turns before the whole list is on screen", async () => {
    expect(await rowsSeenByATimer((api) => api.pending[0]!.resolve(rows))).toBe(0)
  })

  it('a known result (setData) is drawn at once, before the browser gets a turn', async () => {
    expect(await rowsSeenByATimer(() => setData(['slow'], rows))).toBe(40)
  })
})

describe('useInfiniteQuery', () => {
  const page = (n: number, hasMore: boolean) => ({
    list: [`第${n}頁`],
    page: n,
    pageSize: 1,
    total: 2,
    hasMore
  })

  it('loads page 1, appends the next page on reach-bottom, and shows cached pages when reopened', async () => {
    const fetchPage = vi.fn(async (n: number) => page(n, n < 2))
    const q = renderHook(() => useInfiniteQuery(['records'], fetchPage))
    expect(q.result.current.state).toBe('loading')
    await waitFor(() => expect(q.result.current.items).toEqual(['第1頁']))
    await act(() => q.result.current.loadMore())
    expect(q.result.current.items).toEqual(['第1頁', '第2頁'])
    expect(q.result.current.hasMore).toBe(false)
    q.unmount()

    const again = renderHook(() => useInfiniteQuery(['records'], fetchPage))
    expect(again.result.current.state).toBe('ready')
    expect(again.result.current.items).toEqual(['第1頁', '第2頁'])
    // and page 1 is asked again behind the cached list
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(3))
    await waitFor(() => expect(again.result.current.items).toEqual(['第1頁']))
  })

  it('a failed further page keeps the list and offers a retry', async () => {
    const fetchPage = vi
      .fn()
      .mockResolvedValueOnce(page(1, true))
      .mockRejectedValueOnce(new Error('x'))
      .mockResolvedValueOnce(page(2, false))
    const q = renderHook(() => useInfiniteQuery<Page<string>>(['records'], fetchPage))
    await waitFor(() => expect(q.result.current.state).toBe('ready'))
    await act(() => q.result.current.loadMore())
    expect(q.result.current).toMatchObject({ moreFailed: true, items: ['第1頁'] })
    await act(() => q.result.current.loadMore())
    expect(q.result.current).toMatchObject({ moreFailed: false, items: ['第1頁', '第2頁'] })
  })
})
