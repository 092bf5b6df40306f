import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/services/errors'
import { type AppliedChoices, useCheckout } from '@/stores/order'
import { initialCheckout } from '@/stores/order-reducer'
import { useSubmitCheckout } from './checkout'

const submitOrder = vi.fn()
vi.mock('@/services/order', () => ({ submitOrder: (...a: unknown[]) => submitOrder(...a) }))

const NONE: AppliedChoices = { couponId: null, redEnvelopeId: null }

beforeEach(() => {
  submitOrder.mockReset()
  useCheckout.setState({ ...initialCheckout })
})

const keys = () => submitOrder.mock.calls.map((c) => (c[0] as { clientKey: string }).clientKey)

/** The checkout page of merchant `mchId` open, with an address chosen. */
function page(mchId = 7) {
  act(() => {
    useCheckout.getState().start(mchId)
    useCheckout.getState().setAddressId(3)
  })
  return renderHook(() => useSubmitCheckout(mchId))
}

/** One tap on 提交訂單: the answer, or the failure it rejected with. */
async function tap(h: ReturnType<typeof page>, applied = NONE) {
  let out: unknown
  await act(async () => {
    out = await h.result.current.submit(applied).catch((e: unknown) => e)
  })
  return out
}

describe('takeaway checkout submit (useSubmitCheckout)', () => {
  it('uses one clientKey across a network failure and the retry', async () => {
    const h = page()
    submitOrder.mockRejectedValueOnce(new ApiError('NETWORK', '請求失敗'))
    submitOrder.mockResolvedValueOnce({ orderId: 11, payDeadline: 900, total: 5000 })
    expect(await tap(h)).toBeInstanceOf(ApiError)
    expect(await tap(h)).toMatchObject({ orderId: 11 })
    expect(keys()).toHaveLength(2)
    expect(keys()[0]).toBe(keys()[1])
    expect(keys()[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(submitOrder.mock.calls[0]?.[0]).toMatchObject({ mchId: 7, addressId: 3, tableware: 0 })
    expect((submitOrder.mock.calls[0]?.[0] as { couponId?: number }).couponId).toBeUndefined()
  })

  it('sends the coupon and red envelope the calc applied', async () => {
    const h = page()
    submitOrder.mockResolvedValue({ orderId: 1, payDeadline: 0, total: 0 })
    await tap(h, { couponId: 41, redEnvelopeId: null })
    expect(submitOrder.mock.calls[0]?.[0]).toMatchObject({ couponId: 41, redEnvelopeId: undefined })
  })

  it('a double tap sends once and shows it is submitting', async () => {
    const h = page()
    let resolve!: (v: unknown) => void
    submitOrder.mockReturnValueOnce(new Promise((r) => (resolve = r)))
    let a!: Promise<unknown>
    let b!: Promise<unknown>
    act(() => {
      a = h.result.current.submit(NONE)
      b = h.result.current.submit(NONE)
    })
    expect(h.result.current.submitting).toBe(true)
    expect(await b).toBeNull()
    await act(async () => resolve({ orderId: 1, payDeadline: 0, total: 0 }))
    expect(await a).toMatchObject({ orderId: 1 })
    expect(submitOrder).toHaveBeenCalledTimes(1)
    expect(h.result.current.submitting).toBe(false)
  })

  it('after the server refused (nothing made) the next attempt gets a new key; after success too', async () => {
    const h = page()
    useCheckout.getState().setRemark('少辣')
    submitOrder.mockRejectedValueOnce(new ApiError('OUT_OF_STOCK', '葡撻 已售罄'))
    submitOrder.mockResolvedValue({ orderId: 2, payDeadline: 0, total: 0 })
    expect(await tap(h)).toMatchObject({ message: '葡撻 已售罄' })
    await tap(h)
    // placed: the choices start over, the address stays
    expect(useCheckout.getState().remark).toBe('')
    useCheckout.getState().start(7)
    useCheckout.getState().setRemark('少辣')
    await tap(h)
    expect(new Set(keys()).size).toBe(3)
    expect(useCheckout.getState().addressId).toBe(3)
  })

  it('coming back to the same merchant after a lost answer keeps the choices and the key', async () => {
    const h = page()
    useCheckout.getState().setRemark('少辣')
    submitOrder.mockRejectedValueOnce(new ApiError('NETWORK', '請求失敗'))
    submitOrder.mockResolvedValue({ orderId: 2, payDeadline: 0, total: 0 })
    await tap(h)
    h.unmount()
    const again = page()
    expect(useCheckout.getState().remark).toBe('少辣')
    await tap(again)
    expect(keys()[1]).toBe(keys()[0])
    useCheckout.getState().start(8)
    expect(useCheckout.getState().remark).toBe('')
  })

  it('a changed choice after a lost answer is a new attempt with a new key', async () => {
    const h = page()
    submitOrder.mockRejectedValueOnce(new ApiError('NETWORK', '請求失敗'))
    submitOrder.mockResolvedValue({ orderId: 2, payDeadline: 0, total: 0 })
    await tap(h)
    useCheckout.getState().setTableware(2)
    await tap(h)
    expect(keys()[1]).not.toBe(keys()[0])
  })
})
