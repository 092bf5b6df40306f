import { describe, expect, it } from 'vitest'
import { coupon } from './coupon.js'
import { promotionContext, voucher } from './test-context.js'

const coupons = [voucher(7, 2000), voucher(3, 1000)]

describe('coupon', () => {
  it('takes the best usable coupon when none was chosen', () => {
    const adj = coupon.apply(promotionContext({ coupons }))
    expect(adj).toMatchObject({ amount: 2000, voucherId: 7 })
    expect(adj.label(2000)).toBe('優惠券（券7）')
    expect(adj.warn).toBeUndefined()
  })

  it('takes the chosen one even when a better one exists', () => {
    expect(coupon.apply(promotionContext({ coupons, couponId: 3 }))).toMatchObject({
      amount: 1000,
      voucherId: 3
    })
  })

  it('warns, and takes nothing, when the chosen coupon is not usable here', () => {
    const adj = coupon.apply(promotionContext({ coupons, couponId: 99 }))
    expect(adj.amount).toBe(0)
    expect(adj.voucherId).toBeUndefined()
    expect(adj.warn).toBe('優惠券不可用')
  })

  it('takes nothing without warning when the user has none', () => {
    const adj = coupon.apply(promotionContext())
    expect(adj.amount).toBe(0)
    expect(adj.warn).toBeUndefined()
  })

  it('does not apply when the user chose none or the cart has nothing to buy', () => {
    expect(coupon.applies(promotionContext({ coupons, couponId: null }))).toBe(false)
    expect(coupon.applies(promotionContext({ coupons, validCount: 0 }))).toBe(false)
  })
})
