import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/services/errors'
import { useCheckout } from './order'
import {
  choiceParam,
  initialCheckout,
  toggleRemarkTag,
  validateEvaluation,
  validateRefund
} from './order-reducer'

const submitOrder = vi.fn()
vi.mock('@/services/order', () => ({ submitOrder: (...a: unknown[]) => submitOrder(...a) }))

const NONE = { couponId: null, redEnvelopeId: null }

beforeEach(() => {
  submitOrder.mockReset()
  useCheckout.setState({ ...initialCheckout })
})

const keys = () => submitOrder.mock.calls.map((c) => (c[0] as { clientKey: string }).clientKey)

describe('checkout submit', () => {
  it('uses one clientKey across a network failure and the retry', async () => {
    useCheckout.getState().start(7)
    useCheckout.getState().setAddressId(3)
    submitOrder.mockRejectedValueOnce(new ApiError('NETWORK', '請求失敗'))
    submitOrder.mockResolvedValueOnce({ orderId: 11, payDeadline: 900, total: 5000 })
    await expect(useCheckout.getState().submit(NONE)).rejects.toThrow()
    await expect(useCheckout.getState().submit(NONE)).resolves.toMatchObject({ orderId: 11 })
    expect(keys()).toHaveLength(2)
    expect(keys()[0]).toBe(keys()[1])
    expect(keys()[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(submitOrder.mock.calls[0]?.[0]).toMatchObject({ mchId: 7, addressId: 3, tableware: 0 })
    expect((submitOrder.mock.calls[0]?.[0] as { couponId?: number }).couponId).toBeUndefined()
  })

  it('sends the coupon and red envelope the calc applied', async () => {
    useCheckout.getState().start(7)
    useCheckout.getState().setAddressId(3)
    submitOrder.mockResolvedValue({ orderId: 1, payDeadline: 0, total: 0 })
    await useCheckout.getState().submit({ couponId: 41, redEnvelopeId: null })
    expect(submitOrder.mock.calls[0]?.[0]).toMatchObject({ couponId: 41, redEnvelopeId: undefined })
  })

  it('a double tap sends once', async () => {
    useCheckout.getState().start(7)
    useCheckout.getState().setAddressId(3)
    let resolve!: (v: unknown) => void
    submitOrder.mockReturnValueOnce(new Promise((r) => (resolve = r)))
    const a = useCheckout.getState().submit(NONE)
    const b = useCheckout.getState().submit(NONE)
    resolve({ orderId: 1, payDeadline: 0, total: 0 })
    expect(await b).toBeNull()
    expect(await a).toMatchObject({ orderId: 1 })
    expect(submitOrder).toHaveBeenCalledTimes(1)
  })

  it('after the server refused (nothing made) the next attempt gets a new key; after success too', async () => {
    useCheckout.getState().start(7)
    useCheckout.getState().setAddressId(3)
    submitOrder.mockRejectedValueOnce(new ApiError('OUT_OF_STOCK', '葡撻 已售罄'))
    submitOrder.mockResolvedValue({ orderId: 2, payDeadline: 0, total: 0 })
    await expect(useCheckout.getState().submit(NONE)).rejects.toThrow('葡撻 已售罄')
    await useCheckout.getState().submit(NONE)
    useCheckout.getState().start(7)
    await useCheckout.getState().submit(NONE)
    expect(new Set(keys()).size).toBe(3)
    expect(useCheckout.getState().addressId).toBe(3)
  })

  it('coming back to the same merchant after a lost answer keeps the choices and the key', async () => {
    useCheckout.getState().start(7)
    useCheckout.getState().setAddressId(3)
    useCheckout.getState().setRemark('少辣')
    submitOrder.mockRejectedValueOnce(new ApiError('NETWORK', '請求失敗'))
    submitOrder.mockResolvedValue({ orderId: 2, payDeadline: 0, total: 0 })
    await expect(useCheckout.getState().submit(NONE)).rejects.toThrow()
    useCheckout.getState().start(7)
    expect(useCheckout.getState().remark).toBe('少辣')
    await useCheckout.getState().submit(NONE)
    expect(keys()[1]).toBe(keys()[0])
    useCheckout.getState().start(8)
    expect(useCheckout.getState().remark).toBe('')
  })

  it('a changed choice after a lost answer is a new attempt with a new key', async () => {
    useCheckout.getState().start(7)
    useCheckout.getState().setAddressId(3)
    submitOrder.mockRejectedValueOnce(new ApiError('NETWORK', '請求失敗'))
    submitOrder.mockResolvedValue({ orderId: 2, payDeadline: 0, total: 0 })
    await expect(useCheckout.getState().submit(NONE)).rejects.toThrow()
    useCheckout.getState().setTableware(2)
    await useCheckout.getState().submit(NONE)
    expect(keys()[1]).not.toBe(keys()[0])
  })
})

describe('checkout helpers', () => {
  it('coupon choice: auto omitted, none 0, id', () => {
    expect(choiceParam({ kind: 'auto' })).toBeUndefined()
    expect(choiceParam({ kind: 'none' })).toBe(0)
    expect(choiceParam({ kind: 'id', id: 5 })).toBe(5)
  })
  it('remark tags toggle and respect 50 chars', () => {
    expect(toggleRemarkTag('', '少辣')).toBe('少辣')
    expect(toggleRemarkTag('少辣', '不要蔥')).toBe('少辣，不要蔥')
    expect(toggleRemarkTag('少辣，不要蔥', '少辣')).toBe('不要蔥')
    const long = 'x'.repeat(49)
    expect(toggleRemarkTag(long, '少辣')).toBe(long)
  })
})

describe('refund and evaluation rules', () => {
  it('refund needs a reason; 其他原因 needs a detail; ≤ 200 chars', () => {
    expect(validateRefund({ reason: '', detail: '', images: [] })).toBe('請選擇退款原因')
    expect(validateRefund({ reason: '其他原因', detail: ' ', images: [] })).toBe('請填寫退款說明')
    expect(validateRefund({ reason: '不想要了', detail: 'x'.repeat(201), images: [] })).toBe(
      '退款說明最多200字'
    )
    expect(validateRefund({ reason: '不想要了', detail: '', images: [] })).toBeNull()
  })
  it('evaluation needs all three stars', () => {
    const ok = { star: 5, tasteStar: 4, packStar: 3, content: '', images: [] }
    expect(validateEvaluation(ok)).toBeNull()
    expect(validateEvaluation({ ...ok, star: 0 })).toBe('請為商家評分')
    expect(validateEvaluation({ ...ok, tasteStar: 0 })).toBe('請為口味評分')
    expect(validateEvaluation({ ...ok, packStar: 0 })).toBe('請為包裝評分')
    expect(validateEvaluation({ ...ok, content: 'x'.repeat(501) })).toBe('評價最多500字')
  })
})
