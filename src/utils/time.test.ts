import { describe, it, expect, afterEach } from 'vitest'
import fc from 'fast-check'
import {
  DATE_FORMATS,
  MACAU_UTC_OFFSET_SECONDS,
  WEEKDAYS,
  countdown,
  dayTitle,
  formatDate,
  macauDateKey,
  macauDayStart,
  nowSeconds,
  relativeTime,
  type DateFormatCode
} from './time'
import { formatMop } from '@lotus/contract/money'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
import pt from '@/i18n/pt'
import { zh } from '@/i18n/zh-Hant-MO'

/** Seconds for a Macau wall-clock time (month 1-12), built without any time-zone library. */
const mo = (y: number, m: number, d: number, h = 0, mi = 0, s = 0) =>
  Date.UTC(y, m - 1, d, h, mi, s) / 1000 - MACAU_UTC_OFFSET_SECONDS

const MIN = 60
const HOUR = 3600
const DAY = 86_400

describe('macauDayStart / macauDateKey', () => {
  it('is Macau midnight, not UTC midnight', () => {
    expect(macauDayStart(mo(2024, 5, 6, 13, 45, 12))).toBe(mo(2024, 5, 6))
    // 2024-05-06 23:30 UTC is 07:30 on the 7th in Macau
    const t = Date.UTC(2024, 4, 6, 23, 30) / 1000
    expect(macauDayStart(t)).toBe(mo(2024, 5, 7))
    expect(macauDateKey(t)).toBe('2024-05-07')
  })

  it('is stable at the edges of the day', () => {
    expect(macauDayStart(mo(2024, 5, 6))).toBe(mo(2024, 5, 6))
    expect(macauDayStart(mo(2024, 5, 6) - 1)).toBe(mo(2024, 5, 5))
    expect(macauDateKey(mo(2024, 5, 6) - 1)).toBe('2024-05-05')
    expect(macauDateKey(mo(2024, 5, 6))).toBe('2024-05-06')
  })

  it('handles fractional seconds and times before 1970', () => {
    expect(macauDayStart(mo(2024, 5, 6, 0, 0, 0) + 0.5)).toBe(mo(2024, 5, 6))
    expect(macauDayStart(0)).toBe(-8 * HOUR)
    expect(macauDayStart(-8 * HOUR - 1)).toBe(-8 * HOUR - DAY)
  })

  it('day start is a Macau midnight, at most 24 h before, for any instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2e9, max: 5e9 }), (t) => {
        const start = macauDayStart(t)
        expect(t - start).toBeGreaterThanOrEqual(0)
        expect(t - start).toBeLessThan(DAY)
        expect(formatDate(start, 9)).toBe('00:00:00')
        expect(macauDateKey(start)).toBe(macauDateKey(t))
      })
    )
  })

  it('nowSeconds is whole seconds close to Date.now', () => {
    const n = nowSeconds()
    expect(Number.isInteger(n)).toBe(true)
    expect(Math.abs(n - Date.now() / 1000)).toBeLessThan(2)
  })
})

describe('countdown', () => {
  const now = mo(2024, 5, 6, 10, 0, 0)

  it('counts down to the end when 24 h or less remain', () => {
    const c = countdown(now + 2 * HOUR + 3 * MIN + 4, now)
    expect(c).toEqual({
      days: 0,
      hours: 2,
      minutes: 3,
      seconds: 4,
      totalSeconds: 2 * HOUR + 3 * MIN + 4,
      text: '02:03:04',
      untilDayEnd: false
    })
  })

  it('exactly 24 h remaining is not "more than 24 h"', () => {
    const c = countdown(now + DAY, now)
    expect(c.untilDayEnd).toBe(false)
    expect(c.totalSeconds).toBe(DAY)
    expect(c.days).toBe(1)
    expect(c.hours).toBe(0)
    expect(c.text).toBe('24:00:00')
  })

  it('more than 24 h remaining counts to the end of the current Macau day', () => {
    const c = countdown(now + DAY + 1, now)
    expect(c.untilDayEnd).toBe(true)
    expect(c.totalSeconds).toBe(14 * HOUR) // 10:00 → 24:00
    expect(c.text).toBe('14:00:00')
    expect(countdown(now + 30 * DAY, now).totalSeconds).toBe(14 * HOUR)
    expect(countdown(Number.POSITIVE_INFINITY, now).totalSeconds).toBe(14 * HOUR)
  })

  it('uses the Macau day, not the UTC day', () => {
    // 23:59:59 Macau is 15:59:59 UTC: one second to Macau midnight
    const late = mo(2024, 5, 6, 23, 59, 59)
    expect(countdown(late + 2 * DAY, late)).toMatchObject({ totalSeconds: 1, text: '00:00:01' })
    // 00:00:00 Macau: the whole day
    const midnight = mo(2024, 5, 7)
    expect(countdown(midnight + 2 * DAY, midnight)).toMatchObject({ totalSeconds: DAY, text: '24:00:00' })
  })

  it('never negative', () => {
    expect(countdown(now - 100, now)).toMatchObject({
      totalSeconds: 0,
      text: '00:00:00',
      days: 0,
      seconds: 0
    })
    expect(countdown(now, now).totalSeconds).toBe(0)
    expect(countdown(Number.NaN, now).totalSeconds).toBe(0)
    expect(countdown(now + 10, Number.NaN).totalSeconds).toBe(0)
  })

  it('drops fractions of a second', () => {
    expect(countdown(now + 10.9, now).totalSeconds).toBe(10)
    expect(countdown(now + 10, now + 0.5).totalSeconds).toBe(10)
  })

  it('parts add up and stay in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1e9, max: 3e9 }), fc.integer({ min: -1e6, max: 1e7 }), (n, delta) => {
        const c = countdown(n + delta, n)
        expect(c.totalSeconds).toBeGreaterThanOrEqual(0)
        expect(c.totalSeconds).toBeLessThanOrEqual(DAY)
        expect(c.days * DAY + c.hours * HOUR + c.minutes * MIN + c.seconds).toBe(c.totalSeconds)
        expect(c.text).toMatch(/^\d{2}:[0-5]\d:[0-5]\d$/)
        if (delta > 0 && delta <= DAY) expect(c.totalSeconds).toBe(delta)
      })
    )
  })
})

describe('relativeTime', () => {
  const now = mo(2024, 5, 6, 12, 0, 0)

  it('剛剛 under 60 s and for the future', () => {
    expect(relativeTime(now, now)).toBe('剛剛')
    expect(relativeTime(now - 59, now)).toBe('剛剛')
    expect(relativeTime(now - 59.9, now)).toBe('剛剛')
    expect(relativeTime(now + 3600, now)).toBe('剛剛')
  })

  it('N分鐘前 from 60 s to under an hour', () => {
    expect(relativeTime(now - 60, now)).toBe('1分鐘前')
    expect(relativeTime(now - 119, now)).toBe('1分鐘前')
    expect(relativeTime(now - 59 * MIN - 59, now)).toBe('59分鐘前')
  })

  it('N小時前 from an hour to under a day', () => {
    expect(relativeTime(now - HOUR, now)).toBe('1小時前')
    expect(relativeTime(now - DAY + 1, now)).toBe('23小時前')
  })

  it('N天前 from a day to under 3 days', () => {
    expect(relativeTime(now - DAY, now)).toBe('1天前')
    expect(relativeTime(now - 2 * DAY, now)).toBe('2天前')
    expect(relativeTime(now - 3 * DAY + 1, now)).toBe('2天前')
  })

  it('from 3 days a date: MM-DD in the same Macau year, else YYYY-MM-DD', () => {
    expect(relativeTime(now - 3 * DAY, now)).toBe('05-03')
    expect(relativeTime(mo(2024, 1, 1), now)).toBe('01-01')
    expect(relativeTime(mo(2023, 12, 31, 23, 59, 59), now)).toBe('2023-12-31')
  })

  it('the year is the Macau year (new year in Macau before UTC)', () => {
    // now: 2025-01-04 00:30 Macau (still 2025-01-03 in UTC); ts: 2024-12-31 10:00 Macau
    expect(relativeTime(mo(2024, 12, 31, 10), mo(2025, 1, 4, 0, 30))).toBe('2024-12-31')
    // ts: 2025-01-01 00:10 Macau = 2024-12-31 16:10 UTC, same Macau year as now
    expect(relativeTime(mo(2025, 1, 1, 0, 10), mo(2025, 1, 4, 12))).toBe('01-01')
  })

  it('non-finite input gives an empty string', () => {
    expect(relativeTime(Number.NaN, now)).toBe('')
    expect(relativeTime(now, Number.NaN)).toBe('')
  })
})

describe('formatDate', () => {
  // Monday 2024-05-06 09:05:03 Macau
  const t = mo(2024, 5, 6, 9, 5, 3)
  const expected: Record<DateFormatCode, string> = {
    1: '2024-05-06 09:05:03',
    2: '2024-05-06 09:05',
    3: '2024-05-06',
    4: '2024/05/06',
    5: '2024年05月06日',
    6: '05月06日',
    7: '05-06 09:05',
    8: '09:05',
    9: '09:05:03',
    10: '2024年05月06日 09:05',
    11: '05/06',
    12: '星期一',
    13: '今天 09:05'
  }

  it.each(Object.entries(expected))('code %s', (code, text) => {
    expect(formatDate(t, Number(code) as DateFormatCode, t)).toBe(text)
  })

  it('DATE_FORMATS covers codes 1 to 11', () => {
    expect(Object.keys(DATE_FORMATS).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
  })

  it('uses the 24-hour clock', () => {
    expect(formatDate(mo(2024, 5, 6, 23, 7, 0), 8)).toBe('23:07')
    expect(formatDate(mo(2024, 5, 6, 0, 7, 0), 8)).toBe('00:07')
  })

  it('code 12: every weekday, Sunday included', () => {
    // 2024-05-05 is a Sunday
    for (let i = 0; i < 7; i += 1) expect(formatDate(mo(2024, 5, 5, 12) + i * DAY, 12)).toBe(WEEKDAYS[i])
    expect(formatDate(mo(2024, 5, 5, 12), 12)).toBe('星期日')
  })

  it('code 13: 今天 / 明天 / 後天 by Macau calendar day, else MM月DD日 HH:mm', () => {
    const now = mo(2024, 5, 6, 23, 50)
    expect(formatDate(mo(2024, 5, 6, 0, 0), 13, now)).toBe('今天 00:00')
    expect(formatDate(mo(2024, 5, 7, 0, 10), 13, now)).toBe('明天 00:10')
    expect(formatDate(mo(2024, 5, 8, 23, 59), 13, now)).toBe('後天 23:59')
    expect(formatDate(mo(2024, 5, 9, 0, 0), 13, now)).toBe('05月09日 00:00')
    expect(formatDate(mo(2024, 5, 5, 22, 0), 13, now)).toBe('05月05日 22:00')
    expect(formatDate(mo(2025, 1, 2, 8, 30), 13, now)).toBe('01月02日 08:30')
  })

  it('code 13 defaults to the current time', () => {
    expect(formatDate(nowSeconds() + 60, 13)).toMatch(/^(今天|明天) \d{2}:\d{2}$/)
  })

  it('an unknown code behaves as code 1; a non-finite time gives ""', () => {
    expect(formatDate(t, 99 as DateFormatCode)).toBe('2024-05-06 09:05:03')
    expect(formatDate(Number.NaN, 3)).toBe('')
  })

  it('fractional seconds are truncated, not rounded', () => {
    expect(formatDate(t + 0.999, 9)).toBe('09:05:03')
  })
})

describe('Asia/Macau regardless of the machine time zone', () => {
  const original = process.env.TZ
  afterEach(() => {
    if (original === undefined) delete process.env.TZ
    else process.env.TZ = original
  })

  const t = mo(2024, 1, 1, 7, 30, 0) // 2023-12-31 23:30 UTC

  it.each([
    'UTC',
    'America/New_York',
    'Asia/Tokyo',
    'Pacific/Kiritimati',
    'Pacific/Pago_Pago',
    'Europe/London'
  ])('TZ=%s', (tz) => {
    process.env.TZ = tz
    // guard: the machine zone really changed (else this test proves nothing)
    const probe = new Intl.DateTimeFormat('en', { timeZoneName: 'short' }).resolvedOptions().timeZone
    expect([tz, tz === 'UTC' ? 'Etc/UTC' : tz]).toContain(probe)
    expect(formatDate(t, 1)).toBe('2024-01-01 07:30:00')
    expect(formatDate(t, 12)).toBe('星期一')
    expect(macauDateKey(t)).toBe('2024-01-01')
    expect(macauDayStart(t)).toBe(mo(2024, 1, 1))
    expect(relativeTime(t, t + 4 * DAY)).toBe('01-01')
    expect(countdown(t + 2 * DAY, t).totalSeconds).toBe(16.5 * HOUR)
  })

  it('the fixed +8 offset agrees with Intl Asia/Macau from 1980 to 2100', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Macau',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23'
    })
    fc.assert(
      fc.property(fc.integer({ min: mo(1980, 1, 1), max: mo(2100, 1, 1) }), (s) => {
        const p = Object.fromEntries(intl.formatToParts(new Date(s * 1000)).map((x) => [x.type, x.value]))
        expect(formatDate(s, 1)).toBe(`${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`)
      }),
      { numRuns: 500 }
    )
  })
})

describe('dayTitle (issue 35 §12: a reservation day as people say it)', () => {
  // 2026-11-29 10:00 Macau, a Sunday
  const now = Date.UTC(2026, 10, 29, 2) / 1000
  it('names today, tomorrow and the day after, then the date and weekday', () => {
    expect(dayTitle('2026-11-29', now)).toBe('今天 11月29日 星期日')
    expect(dayTitle('2026-11-30', now)).toBe('明天 11月30日 星期一')
    expect(dayTitle('2026-12-01', now)).toBe('後天 12月1日 星期二')
    expect(dayTitle('2026-12-05', now)).toBe('12月5日 星期六')
  })
  it('counts days in Macau: 23:30 UTC is already the next day there', () => {
    expect(dayTitle('2026-11-30', Date.UTC(2026, 10, 29, 23, 30) / 1000)).toMatch(/^今天/)
  })
  it('leaves what is not a date alone', () => {
    expect(dayTitle('', now)).toBe('')
    expect(dayTitle('明天', now)).toBe('明天')
  })
})

describe('times in every language (issue 39)', () => {
  const now = 1_700_000_000
  afterEach(() => setMessages('zh-Hant-MO', zh))

  it('relative times in English and Portuguese, with the same numbers as in Chinese', () => {
    setMessages('en', en)
    expect(relativeTime(now - 10, now)).toBe('just now')
    expect(relativeTime(now - 180, now)).toBe('3 min ago')
    expect(relativeTime(now - 2 * 3600, now)).toBe('2 h ago')
    setMessages('pt', pt)
    expect(relativeTime(now - 180, now)).toBe('há 3 min')
    expect(relativeTime(now - 2 * 86400, now)).toBe('há 2 dias')
  })

  it('dates in Macau time whatever the language; day first outside Chinese', () => {
    // 2023-11-15 06:13:20 Macau (UTC+8)
    expect(formatDate(now, 5, now, 'zh-Hant-MO')).toBe('2023年11月15日')
    expect(formatDate(now, 5, now, 'en')).toBe('15/11/2023')
    expect(formatDate(now, 10, now, 'pt')).toBe('15/11/2023 06:13')
    expect(formatDate(now, 2, now, 'en')).toBe('2023-11-15 06:13')
  })

  it('money is MOP in every language', () => {
    expect(formatMop(1250)).toBe('MOP 12.50')
  })
})
