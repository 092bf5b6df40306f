/**
 * Time helpers, always in Macau time (Asia/Macau) whatever the device's zone.
 *
 * Decision: the contract's fixed UTC+8 offset (`@lotus/contract/macau-time`) through dayjs's `utc`
 * plugin (`utcOffset(480)`), not the `timezone` plugin. Macau has had no daylight saving time since 1979, so
 * the two agree for every timestamp from 1980 on (a test checks this against
 * Intl's Asia/Macau); the fixed offset needs no Intl time-zone data (missing or
 * partial on some mini-program runtimes) and is lighter. Timestamps are seconds.
 *
 * See docs/utils.md for the table of format codes 1 to 13.
 */
import dayjs, { type Dayjs } from 'dayjs'
import utc from 'dayjs/plugin/utc'
import type { Locale } from '@lotus/contract/locale'
import { currentLocale, t as translate } from '@/i18n'
import { zh, zhDatePatterns } from '@/i18n/zh-Hant-MO'
import { macauDateKey, nowSeconds } from './macau-clock'
import {
  MACAU_OFFSET_MS,
  MACAU_UTC_OFFSET_MINUTES,
  macauDayStart as macauDayStartMs,
  macauMinuteOfDay
} from '@lotus/contract/macau-time'

dayjs.extend(utc)

export { macauDateKey, nowSeconds }

export { MACAU_UTC_OFFSET_MINUTES }
export const MACAU_UTC_OFFSET_SECONDS = MACAU_OFFSET_MS / 1000
export const SECONDS_PER_DAY = 86_400

/** A dayjs instance showing the instant in Macau wall-clock time. */
export function macauTime(tsSec: number): Dayjs {
  return dayjs.unix(tsSec).utcOffset(MACAU_UTC_OFFSET_MINUTES)
}

/** Start (00:00:00 Macau) of the Macau day containing tsSec, in seconds. */
export function macauDayStart(tsSec: number): number {
  return macauDayStartMs(Math.floor(tsSec) * 1000) / 1000
}

// ---------------------------------------------------------------- countdown

export interface Countdown {
  days: number
  hours: number
  minutes: number
  seconds: number
  totalSeconds: number
  /** `HH:mm:ss`, hours counted in full (24:00:00 for exactly one day). */
  text: string
  /** True when more than 24 h remained, so this counts to the end of today (Macau). */
  untilDayEnd: boolean
}

const pad2 = (n: number) => String(n).padStart(2, '0')

/**
 * Time left until endSec (spec §9). If more than 24 hours remain, it counts down
 * to the end of the current Macau day instead (midnight at the start of tomorrow).
 * Never negative: a past end gives all zeros. Fractions of a second are dropped.
 */
export function countdown(endSec: number, nowSec: number): Countdown {
  const now = Math.floor(nowSec)
  let remaining = Number.isFinite(now) ? Math.floor(endSec) - now : 0
  if (Number.isNaN(remaining) || remaining < 0) remaining = 0
  const untilDayEnd = remaining > SECONDS_PER_DAY
  if (untilDayEnd) remaining = macauDayStart(now) + SECONDS_PER_DAY - now
  const days = Math.floor(remaining / SECONDS_PER_DAY)
  const hours = Math.floor((remaining % SECONDS_PER_DAY) / 3600)
  const minutes = Math.floor((remaining % 3600) / 60)
  const seconds = remaining % 60
  const text = `${pad2(Math.floor(remaining / 3600))}:${pad2(minutes)}:${pad2(seconds)}`
  return { days, hours, minutes, seconds, totalSeconds: remaining, text, untilDayEnd }
}

// ------------------------------------------------------------ relative time

/**
 * 剛剛 under 60 s (and for future timestamps), then N分鐘前, N小時前, N天前 while
 * under 3 days (72 h, counted in elapsed whole units, floored), from 3 days a date:
 * `MM-DD` when in the same Macau year as now, else `YYYY-MM-DD` (day first in English and Portuguese:
 * `DD/MM`, `DD/MM/YYYY`). In the current language
 * (just now / 3 min ago; agora mesmo / há 3 min), the numbers the same in each.
 * Non-finite input gives ''.
 */
export function relativeTime(tsSec: number, nowSec: number): string {
  if (!Number.isFinite(tsSec) || !Number.isFinite(nowSec)) return ''
  const diff = Math.floor(nowSec - tsSec)
  if (diff < 60) return translate('time.justNow')
  if (diff < 3600) return translate('time.minutesAgo', { n: Math.floor(diff / 60) })
  if (diff < SECONDS_PER_DAY) return translate('time.hoursAgo', { n: Math.floor(diff / 3600) })
  if (diff < 3 * SECONDS_PER_DAY) return translate('time.daysAgo', { n: Math.floor(diff / SECONDS_PER_DAY) })
  const t = macauTime(tsSec)
  const sameYear = t.year() === macauTime(nowSec).year()
  // English and Portuguese put the day first (03/12), as their other dates
  const locale = currentLocale()
  if (locale !== 'zh-Hant-MO') return t.format(pattern(sameYear ? 6 : 5, locale))
  return t.format(sameYear ? 'MM-DD' : 'YYYY-MM-DD')
}

// ------------------------------------------------------------- date formats

export type DateFormatCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13

/** dayjs patterns for the plain codes (12 and 13 are computed). */
export const DATE_FORMATS: Readonly<Record<Exclude<DateFormatCode, 12 | 13>, string>> = Object.freeze({
  1: 'YYYY-MM-DD HH:mm:ss',
  2: 'YYYY-MM-DD HH:mm',
  3: 'YYYY-MM-DD',
  4: 'YYYY/MM/DD',
  5: zhDatePatterns.ymd,
  6: zhDatePatterns.md,
  7: 'MM-DD HH:mm',
  8: 'HH:mm',
  9: 'HH:mm:ss',
  10: `${zhDatePatterns.ymd} HH:mm`,
  11: 'MM/DD'
})

/** The Chinese patterns' (年月日) order as English and Portuguese write a date in Macau: day first. */
const DAY_FIRST: Readonly<Partial<Record<DateFormatCode, string>>> = {
  5: 'DD/MM/YYYY',
  6: 'DD/MM',
  10: 'DD/MM/YYYY HH:mm'
}

/** The Chinese weekdays, Sunday first, matching dayjs `day()`. */
export const WEEKDAYS: readonly string[] = zh['date.wd'].split(',')
/** the weekday of dayjs `day()` in the current language (Chinese 星期一, English Mon, Portuguese seg.) */
const weekday = (d: number): string => translate('date.wd').split(',')[d] ?? ''
/** 今天, 明天, 後天 in the current language; undefined past them */
const dayWord = (diff: number): string | undefined =>
  diff >= 0 ? translate('date.near').split(',')[diff] : undefined
/** a word put into a dayjs pattern, never read as tokens (the s of "seg." is seconds to dayjs) */
const literal = (word: string) => `[${word}]`

/**
 * Formats tsSec in Macau time. Codes 1–11 are the patterns in DATE_FORMATS,
 * 12 is the weekday (星期一), 13 is 今天/明天/後天 HH:mm relative to nowSec
 * (default: the current time), otherwise MM月DD日 HH:mm. An unknown code at run
 * time behaves as code 1; a non-finite timestamp gives ''.
 */
export function formatDate(
  tsSec: number,
  code: DateFormatCode,
  nowSec: number = nowSeconds(),
  locale: Locale = currentLocale()
): string {
  if (!Number.isFinite(tsSec)) return ''
  const t = macauTime(tsSec)
  if (code === 12) return weekday(t.day())
  if (code === 13) {
    const word = dayWord(Math.round((macauDayStart(tsSec) - macauDayStart(nowSec)) / SECONDS_PER_DAY))
    return word ? `${word} ${t.format('HH:mm')}` : t.format(`${pattern(6, locale)} HH:mm`)
  }
  return t.format(pattern(code, locale))
}

function pattern(code: DateFormatCode, locale: Locale): string {
  return (
    (locale !== 'zh-Hant-MO' ? DAY_FIRST[code] : undefined) ??
    (DATE_FORMATS as Record<number, string>)[code] ??
    DATE_FORMATS[1]
  )
}

/**
 * A business day (`YYYY-MM-DD`) as a person says it (issue 35 §12: never the raw date): 今天 11月29日 星期日,
 * 明天 / 後天 for the next two, otherwise the date and weekday. A string that is not a date comes back as it is.
 */
export function dayTitle(day: string, nowSec: number = nowSeconds()): string {
  const d = dayjs.utc(day)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !d.isValid()) return day
  const today = dayjs.utc(macauDateKey(nowSec))
  const word = dayWord(Math.round((d.valueOf() - today.valueOf()) / 86_400_000))
  const date = d.format(translate('date.day', { wd: literal(weekday(d.day())) }))
  return word ? translate('date.dayNear', { day: word, date }) : date
}

/** Minute of the Asia/Macau day now (0–1439), for opening-hours rules. */
export function macauMinuteNow(): number {
  return macauMinuteOfDay(nowSeconds() * 1000)
}
