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
import {
  MACAU_OFFSET_MS,
  MACAU_UTC_OFFSET_MINUTES,
  macauDayStart as macauDayStartMs,
  macauMinuteOfDay
} from '@lotus/contract/macau-time'

dayjs.extend(utc)

export { MACAU_UTC_OFFSET_MINUTES }
export const MACAU_UTC_OFFSET_SECONDS = MACAU_OFFSET_MS / 1000
export const SECONDS_PER_DAY = 86_400

/** Current time in whole seconds. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000)
}

/** A dayjs instance showing the instant in Macau wall-clock time. */
export function macauTime(tsSec: number): Dayjs {
  return dayjs.unix(tsSec).utcOffset(MACAU_UTC_OFFSET_MINUTES)
}

/** Start (00:00:00 Macau) of the Macau day containing tsSec, in seconds. */
export function macauDayStart(tsSec: number): number {
  return macauDayStartMs(Math.floor(tsSec) * 1000) / 1000
}

/** The Macau calendar date of tsSec, `YYYY-MM-DD`. */
export function macauDateKey(tsSec: number): string {
  return macauTime(tsSec).format('YYYY-MM-DD')
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

export const JUST_NOW = '剛剛'

/**
 * 剛剛 under 60 s (and for future timestamps), then N分鐘前, N小時前, N天前 while
 * under 3 days (72 h, counted in elapsed whole units, floored), from 3 days a date:
 * `MM-DD` when in the same Macau year as now, else `YYYY-MM-DD`.
 * Non-finite input gives ''.
 */
export function relativeTime(tsSec: number, nowSec: number): string {
  if (!Number.isFinite(tsSec) || !Number.isFinite(nowSec)) return ''
  const diff = Math.floor(nowSec - tsSec)
  if (diff < 60) return JUST_NOW
  if (diff < 3600) return `${Math.floor(diff / 60)}分鐘前`
  if (diff < SECONDS_PER_DAY) return `${Math.floor(diff / 3600)}小時前`
  if (diff < 3 * SECONDS_PER_DAY) return `${Math.floor(diff / SECONDS_PER_DAY)}天前`
  const t = macauTime(tsSec)
  return t.year() === macauTime(nowSec).year() ? t.format('MM-DD') : t.format('YYYY-MM-DD')
}

// ------------------------------------------------------------- date formats

export type DateFormatCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13

/** dayjs patterns for the plain codes (12 and 13 are computed). */
export const DATE_FORMATS: Readonly<Record<Exclude<DateFormatCode, 12 | 13>, string>> = Object.freeze({
  1: 'YYYY-MM-DD HH:mm:ss',
  2: 'YYYY-MM-DD HH:mm',
  3: 'YYYY-MM-DD',
  4: 'YYYY/MM/DD',
  5: 'YYYY年MM月DD日',
  6: 'MM月DD日',
  7: 'MM-DD HH:mm',
  8: 'HH:mm',
  9: 'HH:mm:ss',
  10: 'YYYY年MM月DD日 HH:mm',
  11: 'MM/DD'
})

/** Sunday first, matching dayjs `day()`. */
export const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const
const DAY_WORDS = ['今天', '明天', '後天'] as const

/**
 * Formats tsSec in Macau time. Codes 1–11 are the patterns in DATE_FORMATS,
 * 12 is the weekday (星期一), 13 is 今天/明天/後天 HH:mm relative to nowSec
 * (default: the current time), otherwise MM月DD日 HH:mm. An unknown code at run
 * time behaves as code 1; a non-finite timestamp gives ''.
 */
export function formatDate(tsSec: number, code: DateFormatCode, nowSec: number = nowSeconds()): string {
  if (!Number.isFinite(tsSec)) return ''
  const t = macauTime(tsSec)
  if (code === 12) return WEEKDAYS[t.day()] ?? ''
  if (code === 13) {
    const dayDiff = Math.round((macauDayStart(tsSec) - macauDayStart(nowSec)) / SECONDS_PER_DAY)
    const word = dayDiff >= 0 ? DAY_WORDS[dayDiff] : undefined
    return word ? `${word} ${t.format('HH:mm')}` : t.format('MM月DD日 HH:mm')
  }
  const pattern = (DATE_FORMATS as Record<number, string>)[code] ?? DATE_FORMATS[1]
  return t.format(pattern)
}

/**
 * A business day (`YYYY-MM-DD`) as a person says it (issue 35 §12: never the raw date): 今天 11月29日 星期日,
 * 明天 / 後天 for the next two, otherwise the date and weekday. A string that is not a date comes back as it is.
 */
export function dayTitle(day: string, nowSec: number = nowSeconds()): string {
  const d = dayjs.utc(day)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !d.isValid()) return day
  const today = dayjs.utc(macauDateKey(nowSec))
  const diff = Math.round((d.valueOf() - today.valueOf()) / 86_400_000)
  const word = diff >= 0 ? DAY_WORDS[diff] : undefined
  const date = `${d.month() + 1}月${d.date()}日 ${WEEKDAYS[d.day()] ?? ''}`
  return word ? `${word} ${date}` : date
}

/** Minute of the Asia/Macau day now (0–1439), for opening-hours rules. */
export function macauMinuteNow(): number {
  return macauMinuteOfDay(nowSeconds() * 1000)
}
