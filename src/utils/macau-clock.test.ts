import { describe, expect, it } from 'vitest'
import { macauDateKey, nowSeconds } from './macau-clock'
import { macauTime } from './time'

describe('macau-clock (the first screen’s clock, without dayjs)', () => {
  it('names the Macau day, which starts at 16:00 UTC', () => {
    expect(macauDateKey(Date.UTC(2026, 10, 29, 15, 59, 59) / 1000)).toBe('2026-11-29')
    expect(macauDateKey(Date.UTC(2026, 10, 29, 16) / 1000)).toBe('2026-11-30')
    expect(macauDateKey(Number.NaN)).toBe('')
  })

  it('agrees with the dayjs formatter for a year of hours', () => {
    const start = Date.UTC(2026, 0, 1) / 1000
    for (let s = start; s < start + 366 * 86_400; s += 3_607)
      expect(macauDateKey(s)).toBe(macauTime(s).format('YYYY-MM-DD'))
    expect(Math.abs(nowSeconds() - Date.now() / 1000)).toBeLessThan(1)
  })
})
