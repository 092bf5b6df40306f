import { describe, expect, it } from 'vitest'
import {
  DAY_MS,
  macauDateTime,
  macauDay,
  macauDayEndOf,
  macauDayStart,
  macauDayStartOf,
  macauMinuteOfDay,
  macauMonth,
  macauMonthStart,
  macauWeekday,
  macauYear,
  macauYearStart
} from './macau-time'

/** Epoch ms of a Macau wall-clock time, written the way a person in Macau reads it. */
const mo = (iso: string) => Date.parse(`${iso}+08:00`)

describe('Asia/Macau time', () => {
  it('turns the date at Macau midnight, not at UTC midnight', () => {
    expect(macauDay(mo('2026-11-28T23:59:59.999'))).toBe('2026-11-28')
    expect(macauDay(mo('2026-11-29T00:00:00'))).toBe('2026-11-29')
    // 20:00 UTC on the 28th is already the 29th in Macau.
    expect(macauDay(Date.UTC(2026, 10, 28, 20))).toBe('2026-11-29')
    expect(macauDateTime(mo('2026-11-22T18:30:59'))).toBe('2026-11-22 18:30')
  })

  it('starts and ends a day at 00:00 Macau', () => {
    expect(macauDayStart(mo('2026-11-29T13:45:12'))).toBe(mo('2026-11-29T00:00:00'))
    expect(macauDayStart(mo('2026-11-29T00:00:00'))).toBe(mo('2026-11-29T00:00:00'))
    expect(macauDayStart(mo('2026-11-29T00:00:00') - 1)).toBe(mo('2026-11-28T00:00:00'))
    expect(macauDayStart(0)).toBe(-8 * 3600_000)
    expect(macauDayStartOf('2026-11-29')).toBe(mo('2026-11-29T00:00:00'))
    expect(macauDayEndOf('2026-11-29')).toBe(mo('2026-11-30T00:00:00'))
    expect(macauDayEndOf('2026-11-29') - macauDayStartOf('2026-11-29')).toBe(DAY_MS)
  })

  it('reads the minute of day, weekday, month and year in Macau', () => {
    expect(macauMinuteOfDay(mo('2026-11-29T00:30:00'))).toBe(30)
    expect(macauMinuteOfDay(mo('2026-11-29T23:59:59'))).toBe(1439)
    expect(macauMinuteOfDay(Date.UTC(2026, 10, 28, 3, 5))).toBe(11 * 60 + 5)
    expect(macauWeekday(mo('2026-11-29T00:00:00'))).toBe(0) // a Sunday
    expect(macauWeekday(mo('2026-11-28T23:59:59'))).toBe(6)
    expect(macauMonth(mo('2026-12-01T00:00:00'))).toBe(12)
    expect(macauMonth(mo('2026-11-30T23:59:59'))).toBe(11)
    expect(macauYear(mo('2027-01-01T00:00:00'))).toBe(2027)
    expect(macauYear(mo('2026-12-31T23:59:59'))).toBe(2026)
  })

  it('finds the first of a month and of a year at 00:00 Macau', () => {
    expect(macauMonthStart(mo('2026-11-29T10:00:00'))).toBe(mo('2026-11-01T00:00:00'))
    expect(macauMonthStart(mo('2026-11-29T10:00:00'), 1)).toBe(mo('2026-12-01T00:00:00'))
    expect(macauMonthStart(mo('2026-12-31T23:00:00'), 1)).toBe(mo('2027-01-01T00:00:00'))
    expect(macauYearStart(2028)).toBe(mo('2028-01-01T00:00:00'))
  })

  it('agrees with Intl Asia/Macau from 1980 on (no daylight saving)', () => {
    const fmt = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Macau',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23'
    })
    for (let ms = Date.UTC(1980, 0, 1); ms < Date.UTC(2040, 0, 1); ms += 37 * DAY_MS + 3_721_000) {
      const p = Object.fromEntries(fmt.formatToParts(ms).map((x) => [x.type, x.value]))
      expect(macauDay(ms)).toBe(`${p.year}-${p.month}-${p.day}`)
      expect(macauMinuteOfDay(ms)).toBe(Number(p.hour) * 60 + Number(p.minute))
    }
  })
})
