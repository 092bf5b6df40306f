import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../tests/setup/taro-fake'
import { useWarnToast, WARN_DELAY_MS } from './use-warn-toast'

afterEach(() => vi.useRealTimers())

describe('cart warnMsg toast (spec §5)', () => {
  it('shows the message as a toast 200 ms after it appears, once', () => {
    vi.useFakeTimers()
    const { rerender } = renderHook(({ m }) => useWarnToast(m), {
      initialProps: { m: null as string | null }
    })
    rerender({ m: '部分商品庫存不足' })
    vi.advanceTimersByTime(WARN_DELAY_MS - 1)
    expect(fake.toasts).toEqual([])
    vi.advanceTimersByTime(1)
    expect(fake.toasts.map((t) => t.title)).toEqual(['部分商品庫存不足'])
    rerender({ m: '部分商品庫存不足' })
    vi.advanceTimersByTime(WARN_DELAY_MS * 5)
    expect(fake.toasts).toHaveLength(1)
    expect(WARN_DELAY_MS).toBe(200)
  })

  it('never shows a message replaced within 200 ms', () => {
    vi.useFakeTimers()
    const { rerender } = renderHook(({ m }) => useWarnToast(m), {
      initialProps: { m: '舊提示' as string | null }
    })
    vi.advanceTimersByTime(100)
    rerender({ m: '新提示' })
    vi.advanceTimersByTime(WARN_DELAY_MS)
    expect(fake.toasts.map((t) => t.title)).toEqual(['新提示'])
  })
})
