import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { formatDistance } from './distance-format'

describe('formatDistance', () => {
  it('whole metres under 1000 m', () => {
    expect(formatDistance(850)).toBe('850m')
    expect(formatDistance(1)).toBe('1m')
    expect(formatDistance(999)).toBe('999m')
  })

  it('rounds metres half-up', () => {
    expect(formatDistance(850.4)).toBe('850m')
    expect(formatDistance(850.5)).toBe('851m')
    expect(formatDistance(0.4)).toBe('0m')
    expect(formatDistance(0.5)).toBe('1m')
  })

  it('switches to km on the rounded metres: 999.4 → 999m, 999.5 and 999.6 → 1.0km', () => {
    expect(formatDistance(999.4)).toBe('999m')
    expect(formatDistance(999.5)).toBe('1.0km')
    expect(formatDistance(999.6)).toBe('1.0km')
  })

  it('km with one decimal from 1000 m', () => {
    expect(formatDistance(1000)).toBe('1.0km')
    expect(formatDistance(1200)).toBe('1.2km')
    expect(formatDistance(1234)).toBe('1.2km')
    expect(formatDistance(12345)).toBe('12.3km')
    expect(formatDistance(123456789)).toBe('123456.8km')
  })

  it('rounds km half-up on the tenth', () => {
    expect(formatDistance(1049)).toBe('1.0km')
    expect(formatDistance(1050)).toBe('1.1km')
    expect(formatDistance(1250)).toBe('1.3km')
    expect(formatDistance(1950)).toBe('2.0km')
    expect(formatDistance(9999)).toBe('10.0km')
  })

  it('shows 0m for zero, negative and non-finite input', () => {
    expect(formatDistance(0)).toBe('0m')
    expect(formatDistance(-5)).toBe('0m')
    expect(formatDistance(Number.NaN)).toBe('0m')
    expect(formatDistance(Number.POSITIVE_INFINITY)).toBe('0m')
  })

  it('always matches the m / one-decimal km pattern and is monotone', () => {
    const value = (s: string) => (s.endsWith('km') ? Number(s.slice(0, -2)) * 1000 : Number(s.slice(0, -1)))
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        (a, b) => {
          const sa = formatDistance(a)
          expect(sa).toMatch(/^(\d{1,3}m|\d+\.\dkm)$/)
          if (a <= b) expect(value(sa)).toBeLessThanOrEqual(value(formatDistance(b)))
        }
      )
    )
  })
})
