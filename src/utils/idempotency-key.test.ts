import { describe, expect, it } from 'vitest'
import { ApiError } from '@/services/errors'
import { attemptKeys, fingerprintOf } from './idempotency-key'

const cart = { mchId: 7, addressId: 3, lines: [{ goodsId: 1, itemCount: 2, props: [] }] }
const lost = new ApiError('NETWORK', '請求失敗')

describe('one idempotency key per checkout attempt', () => {
  it('a double tap and a retry after a lost answer send the same key', () => {
    const k = attemptKeys()
    const first = k.keyFor(cart)
    expect(k.keyFor({ ...cart })).toBe(first) // second tap while the first is in flight
    k.failed(lost)
    expect(k.keyFor(cart)).toBe(first)
    k.failed(new ApiError('HTTP_502', '請求失敗'))
    expect(k.keyFor(cart)).toBe(first)
    k.failed(new TypeError('fetch failed'))
    expect(k.keyFor(cart)).toBe(first)
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('a changed cart or choice is a new attempt, even after a lost answer', () => {
    const k = attemptKeys()
    const first = k.keyFor(cart)
    k.failed(lost)
    const more = k.keyFor({ ...cart, lines: [{ goodsId: 1, itemCount: 3, props: [] }] })
    expect(more).not.toBe(first)
    expect(k.keyFor({ ...cart, lines: [{ goodsId: 1, itemCount: 3, props: [] }], remark: '少辣' })).not.toBe(
      more
    )
  })

  it('after success, or once the server refused (nothing made), the same cart gets a new key', () => {
    const k = attemptKeys()
    const first = k.keyFor(cart)
    k.succeeded()
    const second = k.keyFor(cart)
    expect(second).not.toBe(first)
    k.failed(new ApiError('OUT_OF_STOCK', '葡撻 已售罄'))
    expect(k.keyFor(cart)).not.toBe(second)
  })

  it('field order does not make a new attempt; values do', () => {
    expect(fingerprintOf({ a: 1, b: { c: 2, d: 3 } })).toBe(fingerprintOf({ b: { d: 3, c: 2 }, a: 1 }))
    expect(fingerprintOf({ a: [1, 2] })).not.toBe(fingerprintOf({ a: [2, 1] }))
  })
})
