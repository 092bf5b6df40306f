import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSmsCountdown } from './use-sms-countdown'

describe('useSmsCountdown', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('offers 獲取驗證碼 until a code is sent', () => {
    const { result } = renderHook(() => useSmsCountdown())
    expect(result.current).toMatchObject({ counting: false, remaining: 0, label: '獲取驗證碼' })
  })

  it('counts 60 s down after start, then offers 重新發送', () => {
    const { result } = renderHook(() => useSmsCountdown())
    act(() => result.current.start())
    expect(result.current).toMatchObject({ counting: true, remaining: 60, label: '60s' })
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current.label).toBe('59s')
    act(() => vi.advanceTimersByTime(58_000))
    expect(result.current).toMatchObject({ counting: true, remaining: 1 })
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current).toMatchObject({ counting: false, remaining: 0, label: '重新發送' })
  })

  it('can start already counting (the code page opens right after a send) and restart', () => {
    const { result } = renderHook(() => useSmsCountdown(60, true))
    expect(result.current.counting).toBe(true)
    act(() => vi.advanceTimersByTime(60_000))
    expect(result.current.counting).toBe(false)
    act(() => result.current.start())
    expect(result.current.remaining).toBe(60)
  })

  it('follows wall time when ticks were lost in the background', () => {
    const { result } = renderHook(() => useSmsCountdown())
    act(() => result.current.start())
    // the clock jumps 30 s but only one tick fires
    vi.setSystemTime(Date.now() + 30_000)
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current.remaining).toBe(29)
  })
})
