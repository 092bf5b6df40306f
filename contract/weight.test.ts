import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { estimate, gramsText, priceForGrams, settleWeight, weightRange } from './weight'

describe('sold by weight', () => {
  it('prices per 500 g and estimates a portion', () => {
    expect(priceForGrams(3800, 500)).toBe(3800)
    expect(priceForGrams(3800, 600)).toBe(4560)
    expect(estimate(3800, 600, 2)).toEqual({ grams: 1200, amount: 9120 })
  })

  it('accepts a final weight within ±10 % only', () => {
    expect(weightRange(1000)).toEqual({ min: 900, max: 1100 })
    const base = { pricePer500g: 3800, estimatedGrams: 1000, charged: 7600, policy: 'refund' as const }
    expect(settleWeight({ ...base, finalGrams: 899 }).ok).toBe(false)
    expect(settleWeight({ ...base, finalGrams: 1101 }).ok).toBe(false)
    expect(settleWeight({ ...base, finalGrams: 900 }).ok).toBe(true)
    expect(settleWeight({ ...base, finalGrams: 1100 }).ok).toBe(true)
  })

  it('lighter: the refund policy returns the difference; the absorb policy keeps the price', () => {
    const base = { pricePer500g: 3800, estimatedGrams: 1000, charged: 7600, finalGrams: 950 }
    expect(settleWeight({ ...base, policy: 'refund' })).toEqual({
      ok: true,
      finalAmount: 7220,
      refund: 380,
      absorbed: 0
    })
    expect(settleWeight({ ...base, policy: 'absorb' })).toEqual({
      ok: true,
      finalAmount: 7220,
      refund: 0,
      absorbed: 0
    })
  })

  it('heavier: never charged more, the store absorbs it under both policies', () => {
    for (const policy of ['refund', 'absorb'] as const) {
      expect(
        settleWeight({ pricePer500g: 3800, estimatedGrams: 1000, charged: 7600, finalGrams: 1050, policy })
      ).toEqual({ ok: true, finalAmount: 7980, refund: 0, absorbed: 380 })
    }
  })

  it('never refunds more than was charged, and refund + kept = charged under the refund policy', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 100, max: 5000 }),
        fc.double({ min: 0.9, max: 1.1, noNaN: true }),
        (price, est, f) => {
          const charged = priceForGrams(price, est)
          const finalGrams = Math.round(est * f)
          const s = settleWeight({
            pricePer500g: price,
            estimatedGrams: est,
            charged,
            finalGrams,
            policy: 'refund'
          })
          if (!s.ok) return finalGrams < weightRange(est).min || finalGrams > weightRange(est).max
          return (
            s.refund >= 0 && s.refund <= charged && (s.refund === 0 || charged - s.refund === s.finalAmount)
          )
        }
      )
    )
  })

  it('writes weights for people', () => {
    expect(gramsText(600)).toBe('約 600 克')
    expect(gramsText(1500)).toBe('約 1.5 公斤')
  })
})
