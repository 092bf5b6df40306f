import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { formatCount } from './count-format'

describe('formatCount', () => {
  it('plain integers up to 999', () => {
    expect(formatCount(1)).toBe('1')
    expect(formatCount(42)).toBe('42')
    expect(formatCount(999)).toBe('999')
  })

  it('k with one decimal over 999', () => {
    expect(formatCount(1000)).toBe('1.0k')
    expect(formatCount(1200)).toBe('1.2k')
    expect(formatCount(1234)).toBe('1.2k')
  })

  it('truncates the decimal (never overstates)', () => {
    expect(formatCount(1099)).toBe('1.0k')
    expect(formatCount(1999)).toBe('1.9k')
    expect(formatCount(9999)).toBe('9.9k')
    expect(formatCount(999_999)).toBe('999.9k')
  })

  it('keeps k at and above 10,000 (the unreachable 萬 branch is not reproduced)', () => {
    expect(formatCount(10_000)).toBe('10.0k')
    expect(formatCount(12_345)).toBe('12.3k')
    expect(formatCount(123_456)).toBe('123.4k')
    expect(formatCount(1_234_567)).toBe('1234.5k')
    expect(formatCount(12_345)).not.toMatch(/w|萬/)
  })

  it('floors non-integers; 0, negative and non-finite show 0', () => {
    expect(formatCount(999.9)).toBe('999')
    expect(formatCount(1099.99)).toBe('1.0k')
    expect(formatCount(0)).toBe('0')
    expect(formatCount(-5)).toBe('0')
    expect(formatCount(Number.NaN)).toBe('0')
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0')
  })

  it('never shows more than the real count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (n) => {
        const s = formatCount(n)
        const shown = s.endsWith('k') ? Math.round(Number(s.slice(0, -1)) * 10) * 100 : Number(s)
        expect(shown).toBeLessThanOrEqual(n)
        expect(n - shown).toBeLessThan(100)
      })
    )
  })
})
