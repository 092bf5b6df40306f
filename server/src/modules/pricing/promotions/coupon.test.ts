import { describe, expect, it } from 'vitest'
import { coupon, couponsUsableFor } from './coupon.js'
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
    expect(adj.warn).toEqual({ key: 'voucherUnusable', values: { kind: 'coupon' } })
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

describe('coupon scoped to an aisle or a goods', () => {
  const dairy = {
    ...voucher(5, 1000),
    threshold: 6000,
    scope: { kind: 'aisle' as const, aisleId: 11, name: '乳品蛋類' }
  }
  const milkOnly = {
    ...voucher(6, 800),
    threshold: 0,
    scope: { kind: 'goods' as const, spuId: 40, name: '維記鮮奶' }
  }
  const milk = (amount: number) => ({ amount, spuId: 40, aisleIds: [12, 11] })
  const apples = (amount: number) => ({ amount, spuId: 7, aisleIds: [3, 1] })

  it('counts only the in-scope lines toward the threshold', () => {
    // MOP 100 in the cart, but only MOP 56 of dairy: the MOP 60 dairy threshold is not met.
    expect(couponsUsableFor([dairy], [milk(5600), apples(4400)])).toEqual([])
    expect(couponsUsableFor([dairy], [milk(5600), milk(400), apples(100)])).toEqual([dairy])
  })

  it('needs an in-scope line even without a threshold; unscoped coupons count everything', () => {
    expect(couponsUsableFor([milkOnly], [apples(9000)])).toEqual([])
    expect(couponsUsableFor([milkOnly], [apples(9000), milk(100)])).toEqual([milkOnly])
    const whole = { ...voucher(8, 500), threshold: 9000 }
    expect(couponsUsableFor([whole], [apples(4500), milk(4500)])).toEqual([whole])
  })

  it('takes at most what the in-scope lines cost', () => {
    const lines = [milk(500), apples(9000)]
    const adj = coupon.apply(promotionContext({ coupons: [milkOnly], lines }))
    expect(adj).toMatchObject({ amount: 500, voucherId: 6 })
    expect(coupon.apply(promotionContext({ coupons: [milkOnly], lines: [milk(2000)] })).amount).toBe(800)
  })
})
