import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { avosFromMop, formatMop, sumAvos } from './money'

describe('formatMop', () => {
  it('symbol and two decimals by default', () => {
    expect(formatMop(1250)).toBe('MOP 12.50')
    expect(formatMop(0)).toBe('MOP 0.00')
    expect(formatMop(5)).toBe('MOP 0.05')
    expect(formatMop(100)).toBe('MOP 1.00')
    expect(formatMop(123456789)).toBe('MOP 1234567.89')
  })

  it('without symbol', () => {
    expect(formatMop(1250, { symbol: false })).toBe('12.50')
  })

  it('trimZeros', () => {
    expect(formatMop(1250, { symbol: false, trimZeros: true })).toBe('12.5')
    expect(formatMop(1200, { symbol: false, trimZeros: true })).toBe('12')
    expect(formatMop(1205, { symbol: false, trimZeros: true })).toBe('12.05')
    expect(formatMop(0, { symbol: false, trimZeros: true })).toBe('0')
    expect(formatMop(1250, { trimZeros: true })).toBe('MOP 12.5')
  })

  it('trimZeros leaves no trailing zero after the point, and no point for whole patacas', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (avos) => {
        const text = formatMop(avos, { symbol: false, trimZeros: true })
        expect(text).not.toMatch(/\.(\d*0)?$/)
        expect(text.includes('.')).toBe(avos % 100 !== 0)
        expect(text).toBe(formatMop(avos, { symbol: false }).replace(/\.?0+$/, ''))
      })
    )
  })

  it('negative values: minus before the symbol, like Intl', () => {
    expect(formatMop(-1250)).toBe('-MOP 12.50')
    expect(formatMop(-5, { symbol: false })).toBe('-0.05')
    expect(formatMop(-1200, { symbol: false, trimZeros: true })).toBe('-12')
    expect(formatMop(-0)).toBe('MOP 0.00')
    const intl = new Intl.NumberFormat('en', { style: 'currency', currency: 'MOP' }).format(-12.5)
    expect(formatMop(-1250)).toBe(intl.replace(/\u00a0/g, ' ')) // Intl uses a no-break space
  })

  it('throws on non-integer, non-finite or unsafe input', () => {
    expect(() => formatMop(12.5)).toThrow(RangeError)
    expect(() => formatMop(Number.NaN)).toThrow(RangeError)
    expect(() => formatMop(Number.POSITIVE_INFINITY)).toThrow(RangeError)
    expect(() => formatMop(2 ** 53)).toThrow(RangeError)
  })
})

describe('avosFromMop', () => {
  it('parses without floats', () => {
    expect(avosFromMop('12.5')).toBe(1250)
    expect(avosFromMop('12.50')).toBe(1250)
    expect(avosFromMop('12')).toBe(1200)
    expect(avosFromMop('0.1')).toBe(10)
    expect(avosFromMop('0.29')).toBe(29) // 0.29 * 100 = 28.999999999999996 in floats
    expect(avosFromMop('1.15')).toBe(115) // 1.15 * 100 = 114.99999999999999
    expect(avosFromMop('007.05')).toBe(705)
    expect(avosFromMop('0')).toBe(0)
  })

  it('accepts a sign, surrounding spaces and the MOP prefix', () => {
    expect(avosFromMop('-12.5')).toBe(-1250)
    expect(avosFromMop('+3')).toBe(300)
    expect(avosFromMop('  8.8 ')).toBe(880)
    expect(avosFromMop('MOP 12.50')).toBe(1250)
    expect(avosFromMop('-MOP 0.05')).toBe(-5)
    expect(avosFromMop('mop12')).toBe(1200)
    expect(Object.is(avosFromMop('-0'), 0)).toBe(true)
  })

  it('rejects more than 2 decimals and malformed text', () => {
    for (const bad of [
      '12.345',
      '0.001',
      '',
      ' ',
      '.5',
      '12.',
      '1e3',
      '1,000',
      'abc',
      '12.5.0',
      '--1',
      'NaN',
      'Infinity',
      '１２'
    ]) {
      expect(() => avosFromMop(bad), bad).toThrow(RangeError)
    }
  })

  it('rejects amounts beyond the safe integer range', () => {
    expect(() => avosFromMop('90071992547409.92')).toThrow(RangeError)
    expect(avosFromMop('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER)
  })

  it('round-trips with formatMop in every option combination', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.boolean(),
        fc.boolean(),
        (avos, symbol, trimZeros) => {
          expect(avosFromMop(formatMop(avos, { symbol, trimZeros }))).toBe(avos)
        }
      )
    )
  })
})

describe('sumAvos', () => {
  it('sums integers exactly', () => {
    expect(sumAvos([])).toBe(0)
    expect(sumAvos([10, 20, 30])).toBe(60)
    expect(sumAvos([1250, -250])).toBe(1000)
    // the float trap: 0.1 + 0.2 MOP
    expect(sumAvos([avosFromMop('0.1'), avosFromMop('0.2')])).toBe(30)
  })

  it('throws on a non-integer item or an unsafe total', () => {
    expect(() => sumAvos([1, 0.5])).toThrow(RangeError)
    expect(() => sumAvos([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError)
  })

  it('equals a BigInt sum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 })), (list) => {
        expect(BigInt(sumAvos(list))).toBe(list.reduce((s, x) => s + BigInt(x), 0n))
      })
    )
  })
})
