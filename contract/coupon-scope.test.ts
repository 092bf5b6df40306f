import { describe, expect, it } from 'vitest'
import { couponScopeText, lineInScope, scopedAmount, type CouponScope } from './coupon-scope'

const milk = { amount: 5600, spuId: 40, aisleIds: [12, 11] }
const apples = { amount: 4800, spuId: 7, aisleIds: [3, 1] }
const lines = [milk, apples]

describe('coupon scope', () => {
  it('a whole-store coupon counts every line', () => {
    expect(scopedAmount(null, lines)).toBe(10_400)
  })

  it('an aisle scope counts the lines of that aisle, a level-1 aisle its level-2 aisles too', () => {
    const dairy: CouponScope = { kind: 'aisle', aisleId: 11, name: '乳品蛋類' }
    expect(scopedAmount(dairy, lines)).toBe(5600)
    expect(scopedAmount({ kind: 'aisle', aisleId: 3, name: '新鮮水果' }, lines)).toBe(4800)
    expect(scopedAmount({ kind: 'aisle', aisleId: 99, name: '酒類' }, lines)).toBe(0)
  })

  it('a goods scope counts every SKU of that goods only', () => {
    const scope: CouponScope = { kind: 'goods', spuId: 40, name: '維記鮮奶' }
    expect(lineInScope(scope, milk)).toBe(true)
    expect(lineInScope(scope, { ...milk, spuId: null })).toBe(false)
    expect(scopedAmount(scope, [milk, { ...milk, amount: 2800 }, apples])).toBe(8400)
  })

  it('says what the coupon is limited to', () => {
    expect(couponScopeText(null)).toBe('')
    expect(couponScopeText({ kind: 'aisle', aisleId: 1, name: '新鮮蔬果' })).toBe('限「新鮮蔬果」貨架')
    expect(couponScopeText({ kind: 'goods', spuId: 1, name: '維記鮮奶' })).toBe('限「維記鮮奶」')
  })
})
