import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from '@/services/types'
import { clearCache } from './cache'
import { useInfiniteQuery } from './infinite'

const pageOf = (list: string[], hasMore = false): Page<string> => ({
  list,
  page: 1,
  pageSize: 10,
  total: list.length,
  hasMore
})

beforeEach(() => clearCache())

describe('useInfiniteQuery: which answer shows', () => {
  it('an answer to an outdated query never replaces the current one', async () => {
    let resolveOld: (p: Page<string>) => void = () => undefined
    const fetchers: Record<string, () => Promise<Page<string>>> = {
      old: () => new Promise((r) => (resolveOld = r)),
      new: async () => pageOf(['new'])
    }
    const { result, rerender } = renderHook(({ k }) => useInfiniteQuery(['list', k], () => fetchers[k]!()), {
      initialProps: { k: 'old' }
    })
    rerender({ k: 'new' })
    await waitFor(() => expect(result.current.items).toEqual(['new']))
    await act(async () => resolveOld(pageOf(['old'])))
    expect(result.current.items).toEqual(['new'])
    expect(result.current.state).toBe('ready')
  })

  it('does not load while disabled, and a failed refresh keeps what is on screen', async () => {
    let fail = false
    let calls = 0
    const fetch = async () => {
      calls++
      if (fail) throw new Error('x')
      return pageOf(['a'])
    }
    const { result, rerender } = renderHook(
      ({ on }) => useInfiniteQuery(['list', 'k'], fetch, { enabled: on }),
      {
        initialProps: { on: false }
      }
    )
    expect(result.current.state).toBe('loading')
    expect(calls).toBe(0)
    rerender({ on: true })
    await waitFor(() => expect(result.current.items).toEqual(['a']))
    fail = true
    await act(() => result.current.refresh())
    expect(result.current.items).toEqual(['a'])
    expect(result.current.state).toBe('ready')
  })
})
