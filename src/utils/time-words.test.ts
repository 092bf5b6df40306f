import { afterEach, describe, expect, it } from 'vitest'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
import pt from '@/i18n/pt'
import { formatDistance } from './distance-format'
import { dayTitle, formatDate, relativeTime } from './time'

/** Seconds for a Macau wall-clock time (month 1-12). */
const mo = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h - 8, min) / 1000

// Sunday 29 November 2026, 10:00 in Macau
const now = mo(2026, 11, 29, 10)

describe('dates, relative times and distances in the three languages (issue 39, Asia/Macau)', () => {
  afterEach(() => setMessages('zh-Hant-MO', {}))

  const cases = [
    {
      name: 'Chinese',
      use: () => setMessages('zh-Hant-MO', {}),
      weekday: '星期一',
      today: '今天 18:30',
      tomorrow: '明天 00:10',
      later: '12月03日 18:30',
      title: '明天 11月30日 星期一',
      farTitle: '12月5日 星期六',
      ago: '3分鐘前'
    },
    {
      name: 'English',
      use: () => setMessages('en', en),
      weekday: 'Mon',
      today: 'Today 18:30',
      tomorrow: 'Tomorrow 00:10',
      later: '03/12 18:30',
      title: 'Tomorrow, Mon 30 Nov',
      farTitle: 'Sat 5 Dec',
      ago: '3 min ago'
    },
    {
      name: 'Portuguese',
      use: () => setMessages('pt', pt),
      weekday: 'seg.',
      today: 'Hoje 18:30',
      tomorrow: 'Amanhã 00:10',
      later: '03/12 18:30',
      title: 'Amanhã, seg., 30/11',
      farTitle: 'sáb., 05/12',
      ago: 'há 3 min'
    }
  ]

  it.each(cases)('$name', (c) => {
    c.use()
    expect(formatDate(mo(2026, 11, 30, 12), 12, now)).toBe(c.weekday)
    expect(formatDate(mo(2026, 11, 29, 18, 30), 13, now)).toBe(c.today)
    // 00:10 in Macau is still the 29th in UTC: the day is Macau's
    expect(formatDate(mo(2026, 11, 30, 0, 10), 13, now)).toBe(c.tomorrow)
    expect(formatDate(mo(2026, 12, 3, 18, 30), 13, now)).toBe(c.later)
    expect(dayTitle('2026-11-30', now)).toBe(c.title)
    expect(dayTitle('2026-12-05', now)).toBe(c.farTitle)
    expect(relativeTime(now - 180, now)).toBe(c.ago)
    // §9's numbers stay: metres under 1000, else km with one decimal, the same in every language
    expect([formatDistance(849.6), formatDistance(1049), formatDistance(999.5)]).toEqual([
      '850m',
      '1.0km',
      '1.0km'
    ])
  })

  it('the day after tomorrow is named, and a date before today never is', () => {
    setMessages('en', en)
    expect(formatDate(mo(2026, 12, 1, 9, 5), 13, now)).toBe('Day after tomorrow 09:05')
    expect(formatDate(mo(2026, 11, 28, 9, 5), 13, now)).toBe('28/11 09:05')
    expect(dayTitle('2026-11-29', now)).toBe('Today, Sun 29 Nov')
  })

  it('past three days, a relative time is a date: day first outside Chinese', () => {
    const ts = mo(2026, 11, 3, 9)
    expect(relativeTime(ts, now)).toBe('11-03')
    expect(relativeTime(mo(2025, 12, 30, 9), now)).toBe('2025-12-30')
    setMessages('pt', pt)
    expect(relativeTime(ts, now)).toBe('03/11')
    expect(relativeTime(mo(2025, 12, 30, 9), now)).toBe('30/12/2025')
  })
})
