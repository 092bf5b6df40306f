import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/services/errors'
import { resetIdentity } from '@/stores/identity'
import { useCheckoutAttempt } from './use-checkout-attempt'

const cart = { mchId: 7, addressId: 3, lines: [{ goodsId: 1, itemCount: 2, props: [] }] }
const lost = new ApiError('NETWORK', '請求失敗')

/** A submit that records the key it was sent with and answers as told. */
function server() {
  const keys: string[] = []
  let answer: () => Promise<{ orderId: number }> = async () => ({ orderId: 1 })
  const send = vi.fn((clientKey: string) => {
    keys.push(clientKey)
    return answer()
  })
  return {
    keys,
    send,
    answer: (f: () => Promise<{ orderId: number }>) => void (answer = f)
  }
}

async function submit(
  a: { current: ReturnType<typeof useCheckoutAttempt> },
  content: unknown,
  send: (k: string) => Promise<unknown>
) {
  let out: unknown
  await act(async () => {
    out = await a.current.submit(content, send).catch((e: unknown) => e)
  })
  return out
}

describe('useCheckoutAttempt', () => {
  it('a retry after a network failure sends the same key; a changed cart gets a new one', async () => {
    const s = server()
    const { result } = renderHook(() => useCheckoutAttempt('takeaway:7'))
    s.answer(() => Promise.reject(lost))
    expect(await submit(result, cart, s.send)).toBe(lost)
    expect(result.current.error).toBe(lost)
    expect(await submit(result, { ...cart }, s.send)).toBe(lost)
    expect(s.keys[1]).toBe(s.keys[0])

    const more = { ...cart, lines: [{ goodsId: 1, itemCount: 3, props: [] }] }
    s.answer(async () => ({ orderId: 41 }))
    expect(await submit(result, more, s.send)).toEqual({ orderId: 41 })
    expect(s.keys[2]).not.toBe(s.keys[0])

    // done: the same cart again is a new order
    expect(await submit(result, more, s.send)).toEqual({ orderId: 41 })
    expect(s.keys[3]).not.toBe(s.keys[2])
    expect(new Set(s.keys).size).toBe(3)
  })

  it("after the server's refusal (nothing made) the same cart gets a new key", async () => {
    const s = server()
    const { result } = renderHook(() => useCheckoutAttempt('supermarket:3'))
    s.answer(() => Promise.reject(new ApiError('OUT_OF_STOCK', '葡撻 已售罄')))
    await submit(result, cart, s.send)
    await submit(result, cart, s.send)
    expect(s.keys[1]).not.toBe(s.keys[0])
  })

  it('a second tap while the first is in flight sends nothing', async () => {
    const s = server()
    let release!: () => void
    s.answer(() => new Promise((r) => (release = () => r({ orderId: 2 }))))
    const { result } = renderHook(() => useCheckoutAttempt('general:5'))
    let first!: Promise<unknown>
    let second!: Promise<unknown>
    act(() => {
      first = result.current.submit(cart, s.send)
      second = result.current.submit(cart, s.send)
    })
    expect(result.current.busy).toBe(true)
    await expect(second).resolves.toBeNull()
    await act(async () => release())
    await expect(first).resolves.toEqual({ orderId: 2 })
    expect(s.send).toHaveBeenCalledTimes(1)
    expect(result.current.busy).toBe(false)
  })

  it('leaving the page and coming back to the same cart keeps the key; another checkout or a logout does not', async () => {
    const s = server()
    s.answer(() => Promise.reject(lost))
    const page = renderHook(() => useCheckoutAttempt('takeaway:7'))
    await submit(page.result, cart, s.send)
    page.unmount()

    const again = renderHook(() => useCheckoutAttempt('takeaway:7'))
    await submit(again.result, cart, s.send)
    expect(s.keys[1]).toBe(s.keys[0])

    const other = renderHook(() => useCheckoutAttempt('takeaway:8'))
    await submit(other.result, cart, s.send)
    expect(s.keys[2]).not.toBe(s.keys[0])

    act(() => resetIdentity())
    await submit(again.result, cart, s.send)
    expect(s.keys[3]).not.toBe(s.keys[0])
  })
})
