import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache, useQuery } from './cache'
import { SKIPPED, useMutation } from './mutation'

beforeEach(() => clearCache())

/** A write whose answers the test releases one by one. */
function deferred<T>() {
  const pending: { resolve: (v: T) => void; reject: (e: unknown) => void }[] = []
  const fn = vi.fn(
    (_input?: unknown) => new Promise<T>((resolve, reject) => pending.push({ resolve, reject }))
  )
  return { fn, pending }
}

describe('useMutation', () => {
  it('is busy while the write runs; a second tap meanwhile sends nothing and gets SKIPPED', async () => {
    const api = deferred<{ id: number }>()
    const { result } = renderHook(() => useMutation(api.fn))
    expect(result.current.busy).toBe(false)
    let first!: Promise<{ id: number } | typeof SKIPPED>
    let second!: Promise<{ id: number } | typeof SKIPPED>
    act(() => {
      // both taps in one tick: the state has not re-rendered between them
      first = result.current.run({ name: '家' })
      second = result.current.run({ name: '家' })
    })
    expect(result.current.busy).toBe(true)
    await expect(second).resolves.toBe(SKIPPED)
    expect(api.fn).toHaveBeenCalledTimes(1)
    await act(async () => api.pending[0]!.resolve({ id: 5 }))
    await expect(first).resolves.toEqual({ id: 5 })
    expect(result.current.busy).toBe(false)

    // done: the next tap sends again
    act(() => void result.current.run({ name: '公司' }))
    expect(api.fn).toHaveBeenCalledTimes(2)
  })

  it('a failure rejects the run, is kept in error and clears on the next run', async () => {
    const api = deferred<string>()
    const { result } = renderHook(() => useMutation(api.fn))
    let run!: Promise<string | typeof SKIPPED>
    act(() => void (run = result.current.run(undefined)))
    const refused = new Error('地址不在配送範圍')
    await act(async () => {
      api.pending[0]!.reject(refused)
      await expect(run).rejects.toBe(refused)
    })
    expect(result.current.error).toBe(refused)
    expect(result.current.busy).toBe(false)

    act(() => void result.current.run(undefined))
    expect(result.current.error).toBeNull()
    expect(result.current.busy).toBe(true)
  })

  it('a success asks the keys it names again before resolving; a failure leaves them', async () => {
    let balance = 100
    const list = renderHook(() => useQuery(['wallet', 'balance'], async () => balance))
    await waitFor(() => expect(list.result.current.data).toBe(100))

    const write = vi.fn(async (amount: number) => {
      if (amount < 0) throw new Error('金額不正確')
      balance += amount
      return balance
    })
    const onSuccess = vi.fn()
    const { result } = renderHook(() => useMutation(write, { invalidates: [['wallet']], onSuccess }))

    await act(async () => {
      await expect(result.current.run(-1)).rejects.toThrow('金額不正確')
    })
    expect(list.result.current.data).toBe(100)
    expect(onSuccess).not.toHaveBeenCalled()

    await act(async () => {
      await expect(result.current.run(50)).resolves.toBe(150)
    })
    expect(onSuccess).toHaveBeenCalledWith(150, 50)
    await waitFor(() => expect(list.result.current.data).toBe(150))
  })

  it('a write that answers null (a report, an evaluation) resolves null, not SKIPPED', async () => {
    const { result } = renderHook(() => useMutation(async (_text: string) => null))
    let out: unknown
    await act(async () => void (out = await result.current.run('少辣')))
    expect(out).toBeNull()
    expect(out).not.toBe(SKIPPED)
  })

  it('invalidates may depend on the answer and the input', async () => {
    const seen: string[] = []
    const order = renderHook(() => useQuery(['order', 9], async () => (seen.push('order 9'), 'paid')))
    const other = renderHook(() => useQuery(['order', 8], async () => (seen.push('order 8'), 'paid')))
    await waitFor(() => expect(order.result.current.data).toBe('paid'))
    await waitFor(() => expect(other.result.current.data).toBe('paid'))
    seen.length = 0
    const { result } = renderHook(() =>
      useMutation(async (id: number) => ({ id }), { invalidates: (out) => [['order', out.id]] })
    )
    await act(async () => void (await result.current.run(9)))
    expect(seen).toEqual(['order 9'])
  })

  it('a scope queues every run in order; onMutate shows each at once and onError takes it back', async () => {
    const api = deferred<number>()
    const shown: number[] = []
    const { result } = renderHook(() =>
      useMutation(api.fn, {
        scope: 'cart:5',
        onMutate: (n: number) => void shown.push(n),
        onError: (_e, n: number) => void shown.splice(shown.indexOf(n), 1)
      })
    )
    let first!: Promise<number | typeof SKIPPED>
    let second!: Promise<number | typeof SKIPPED>
    act(() => {
      first = result.current.run(1)
      second = result.current.run(2)
    })
    // both on screen before any answer; only the first is sent, the second waits its turn (not SKIPPED)
    expect(shown).toEqual([1, 2])
    await waitFor(() => expect(api.fn).toHaveBeenCalledTimes(1))
    await act(async () => api.pending[0]!.resolve(1))
    await expect(first).resolves.toBe(1)
    expect(result.current.busy).toBe(true)
    await waitFor(() => expect(api.fn).toHaveBeenCalledTimes(2))
    expect(api.fn).toHaveBeenLastCalledWith(2)
    await act(async () => {
      api.pending[1]!.reject(new Error('offline'))
      await expect(second).rejects.toThrow('offline')
    })
    expect(shown).toEqual([1])
    expect(result.current.busy).toBe(false)
  })
})
