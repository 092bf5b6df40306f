import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Address } from '@/services/address'
import type { CartCalc } from '@/services/cart'
import type { Choice } from '@/stores/order-reducer'

vi.mock('@/services/cart', () => ({ calcCart: vi.fn() }))
const { calcCart } = await import('@/services/cart')
const { useCheckoutQuote } = await import('./checkout')

const priced = (couponId: number | null, items = 1) =>
  ({
    couponId,
    cartInfo: [{ items: Array.from({ length: items }, (_, i) => ({ id: i })) }]
  }) as unknown as CartCalc
const home = { id: 4, lat: 22.19, lng: 113.54 } as Address
const auto: Choice = { kind: 'auto' }

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('checkout price (useCheckoutQuote)', () => {
  it('asks again when the coupon changes, keeps the last price until then, and ignores a late older answer', async () => {
    const first = deferred<CartCalc>()
    const second = deferred<CartCalc>()
    const third = deferred<CartCalc>()
    vi.mocked(calcCart).mockImplementation(async (input) =>
      input.couponId === 7 ? second.promise : input.couponId === 9 ? third.promise : first.promise
    )
    const q = renderHook(({ coupon }: { coupon: Choice }) => useCheckoutQuote(5, home, coupon, auto, true), {
      initialProps: { coupon: auto as Choice }
    })
    expect(q.result.current.state).toBe('loading')
    expect(vi.mocked(calcCart)).toHaveBeenLastCalledWith(
      expect.objectContaining({ mchId: 5, addressId: 4, lat: 22.19, lng: 113.54, couponId: undefined }),
      { silent: true }
    )
    await act(async () => first.resolve(priced(3)))
    expect(q.result.current).toMatchObject({ state: 'ready', calc: { couponId: 3 } })

    q.rerender({ coupon: { kind: 'id', id: 7 } })
    expect(vi.mocked(calcCart)).toHaveBeenLastCalledWith(expect.objectContaining({ couponId: 7 }), {
      silent: true
    })
    // the old price stays on screen while the new one is asked
    expect(q.result.current).toMatchObject({ state: 'ready', calc: { couponId: 3 } })
    // another change before it answers: the answer for coupon 7, arriving last, is not shown
    q.rerender({ coupon: { kind: 'id', id: 9 } })
    await act(async () => third.resolve(priced(9)))
    expect(q.result.current.calc?.couponId).toBe(9)
    await act(async () => second.resolve(priced(7)))
    expect(q.result.current.calc?.couponId).toBe(9)
  })

  it('shows an error when pricing fails and prices again on retry; an empty cart is empty', async () => {
    vi.mocked(calcCart).mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(priced(null, 0))
    const q = renderHook(() => useCheckoutQuote(6, home, auto, auto, true))
    await waitFor(() => expect(q.result.current.state).toBe('error'))
    act(() => q.result.current.reload())
    await waitFor(() => expect(q.result.current.state).toBe('empty'))
    expect(vi.mocked(calcCart)).toHaveBeenCalledTimes(2)
  })

  it('waits until the addresses are known', () => {
    vi.mocked(calcCart).mockResolvedValue(priced(null))
    const q = renderHook(() => useCheckoutQuote(8, null, auto, auto, false))
    expect(q.result.current.state).toBe('loading')
    expect(vi.mocked(calcCart)).not.toHaveBeenCalled()
  })
})
