import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { macauYear } from './macau-time'
import { orderPointsEarned, pointsEarnedFor, pointsExpireAt } from './points'

const macau = (iso: string) => Date.parse(`${iso}+08:00`)

describe('pointsEarnedFor: 1 point per whole MOP paid', () => {
  it('rounds down to whole MOP', () => {
    expect(pointsEarnedFor(0)).toBe(0)
    expect(pointsEarnedFor(99)).toBe(0)
    expect(pointsEarnedFor(100)).toBe(1)
    expect(pointsEarnedFor(12_345)).toBe(123)
    expect(pointsEarnedFor(-500)).toBe(0)
  })

  it('refuses a fractional avo', () => {
    expect(() => pointsEarnedFor(10.5)).toThrow(RangeError)
  })

  it('never gives more than the MOP paid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (avos) => {
        const p = pointsEarnedFor(avos)
        expect(p * 100).toBeLessThanOrEqual(avos)
        expect((p + 1) * 100).toBeGreaterThan(avos)
      })
    )
  })
})

describe('pointsExpireAt: end of the year after earning, Asia/Macau', () => {
  it('earned during 2026 → gone at 2028-01-01 00:00 Macau', () => {
    const end = macau('2028-01-01T00:00:00')
    expect(pointsExpireAt(macau('2026-01-01T00:00:00'))).toBe(end)
    expect(pointsExpireAt(macau('2026-11-22T12:00:00'))).toBe(end)
    expect(pointsExpireAt(macau('2026-12-31T23:59:59'))).toBe(end)
  })

  it('uses the Macau year, not UTC: 2026-12-31 17:00 UTC is already 2027 in Macau', () => {
    const t = Date.UTC(2026, 11, 31, 17, 0, 0)
    expect(macauYear(t)).toBe(2027)
    expect(pointsExpireAt(t)).toBe(macau('2029-01-01T00:00:00'))
  })

  it('is always after the earn and at most two years on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (t) => {
        const at = pointsExpireAt(t)
        expect(at).toBeGreaterThan(t)
        expect(at - t).toBeLessThanOrEqual(731 * 86_400_000)
        expect(at - t).toBeGreaterThan(365 * 86_400_000)
      })
    )
  })
})

describe('orderPointsEarned', () => {
  it('earning verticals earn 1 per whole MOP; other verticals and points-mall cash parts none', () => {
    expect(orderPointsEarned({ vertical: 'supermarket', fulfilment: 'delivery', total: 12345 })).toBe(123)
    expect(orderPointsEarned({ vertical: 'supermarket', fulfilment: 'pickup', total: 99 })).toBe(0)
    expect(orderPointsEarned({ vertical: 'supermarket', fulfilment: 'points', total: 6800 })).toBe(0)
    expect(orderPointsEarned({ vertical: 'takeaway', fulfilment: 'delivery', total: 12345 })).toBe(0)
  })
})
