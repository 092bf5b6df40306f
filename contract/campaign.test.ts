import { describe, expect, it } from 'vitest'
import { campaignCap, campaignEditRefusal, normalizePromoCode, PROMO_CODE_RE } from './campaign'

describe('campaignCap', () => {
  it('is the count, and no more than the MOP budget buys', () => {
    expect(campaignCap({ count: 100, budget: null, amount: 800 })).toBe(100)
    expect(campaignCap({ count: null, budget: 40_000, amount: 800 })).toBe(50)
    expect(campaignCap({ count: 100, budget: 40_000, amount: 800 })).toBe(50)
    expect(campaignCap({ count: 10, budget: 40_000, amount: 800 })).toBe(10)
    // a budget that does not divide: never above it
    expect(campaignCap({ count: null, budget: 1000, amount: 300 })).toBe(3)
    expect(campaignCap({ count: null, budget: 500, amount: 800 })).toBe(0)
  })
})

describe('promo codes', () => {
  it('ignore case and surrounding spaces; 4–16 letters and digits', () => {
    expect(normalizePromoCode(' xmas2026 ')).toBe('XMAS2026')
    expect(PROMO_CODE_RE.test('XMAS2026')).toBe(true)
    expect(PROMO_CODE_RE.test('ABC')).toBe(false)
    expect(PROMO_CODE_RE.test('AB-CD')).toBe(false)
    expect(PROMO_CODE_RE.test('A'.repeat(17))).toBe(false)
  })
})

describe('an edit of a campaign', () => {
  const issued3 = { budget: 4000, claimed: 3, issued: 2400, amount: 800 }
  it('raises the budget, never lowers or removes it', () => {
    expect(campaignEditRefusal(issued3, { count: 10, budget: 8000 })).toBeNull()
    expect(campaignEditRefusal(issued3, { count: 10, budget: 3999 })).toBe('預算只可增加，不可減少')
    expect(campaignEditRefusal(issued3, { count: 10, budget: null })).toBe('預算只可增加，不可減少')
  })
  it('keeps the count cap and a new budget at or above what is issued', () => {
    expect(campaignEditRefusal(issued3, { count: 2, budget: 4000 })).toBe('數量不可少於已發出的張數')
    expect(campaignEditRefusal(issued3, { count: 3, budget: 4000 })).toBeNull()
    const countOnly = { ...issued3, budget: null }
    expect(campaignEditRefusal(countOnly, { count: 5, budget: 2000 })).toBe('預算不可低於已發出的金額')
    expect(campaignEditRefusal(countOnly, { count: 5, budget: 2400 })).toBeNull()
  })
})
