import { describe, expect, it } from 'vitest'
import { isWithinOpenHours } from './open-hours.js'
import { macauMinuteOfDay } from '@lotus/contract/macau-time'

const at = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

describe('open hours', () => {
  it('opens at the first minute and closes at the last', () => {
    expect(isWithinOpenHours('10:00-22:00', at('09:59'))).toBe(false)
    expect(isWithinOpenHours('10:00-22:00', at('10:00'))).toBe(true)
    expect(isWithinOpenHours('10:00-22:00', at('21:59'))).toBe(true)
    expect(isWithinOpenHours('10:00-22:00', at('22:00'))).toBe(false)
  })

  it('runs past midnight, in either list separator, with spaces', () => {
    const hours = '07:00-10:30， 18:00 - 02:00'
    expect(isWithinOpenHours(hours, at('08:00'))).toBe(true)
    expect(isWithinOpenHours(hours, at('12:00'))).toBe(false)
    expect(isWithinOpenHours(hours, at('23:30'))).toBe(true)
    expect(isWithinOpenHours(hours, at('01:59'))).toBe(true)
    expect(isWithinOpenHours(hours, at('02:00'))).toBe(false)
    expect(isWithinOpenHours('11:00-14:00,17:00-21:00', at('15:00'))).toBe(false)
  })

  it('counts no hours, all day and unreadable text as open', () => {
    expect(isWithinOpenHours('', at('03:00'))).toBe(true)
    expect(isWithinOpenHours('00:00-24:00', at('23:59'))).toBe(true)
    expect(isWithinOpenHours('09:00-09:00', at('03:00'))).toBe(true)
    expect(isWithinOpenHours('全日', at('03:00'))).toBe(true)
  })

  it('answers every minute the same when asked again (the parsed text is kept)', () => {
    const hours = '22:00-03:00'
    const first = Array.from({ length: 1440 }, (_, m) => isWithinOpenHours(hours, m))
    const again = Array.from({ length: 1440 }, (_, m) => isWithinOpenHours(hours, m))
    expect(again).toEqual(first)
    expect(first.filter(Boolean)).toHaveLength(5 * 60)
  })

  it('reads the minute of day on Macau time (UTC+8)', () => {
    expect(macauMinuteOfDay(Date.UTC(2026, 10, 28, 16, 30))).toBe(at('00:30'))
    expect(macauMinuteOfDay(Date.UTC(2026, 10, 28, 3, 5))).toBe(at('11:05'))
  })
})
