/**
 * Asia/Macau time, the zone of every business day (sign-in, daily limits, "today", fee bands, opening hours).
 * Macau is UTC+8 with no daylight saving since 1979, so a fixed offset is exact for every timestamp we hold and
 * needs no time-zone data (missing on some mini-program runtimes). Times are epoch milliseconds; days are
 * `YYYY-MM-DD` on the Macau calendar. The app's seconds-based helpers (src/utils/time.ts) build on this offset.
 */

export const MACAU_UTC_OFFSET_MINUTES = 480
export const MACAU_OFFSET_MS = MACAU_UTC_OFFSET_MINUTES * 60_000
export const DAY_MS = 86_400_000

/** Macau wall-clock time of `ms` as a UTC Date (read it with the getUTC… methods). */
const wall = (ms: number): Date => new Date(ms + MACAU_OFFSET_MS)

/** YYYY-MM-DD of `ms` on the Macau calendar. */
export const macauDay = (ms: number): string => wall(ms).toISOString().slice(0, 10)

/** "YYYY-MM-DD HH:MM" of `ms` in Macau. */
export const macauDateTime = (ms: number): string => wall(ms).toISOString().slice(0, 16).replace('T', ' ')

/** Epoch ms of 00:00 Macau of the day containing `ms`. */
export const macauDayStart = (ms: number): number =>
  Math.floor((ms + MACAU_OFFSET_MS) / DAY_MS) * DAY_MS - MACAU_OFFSET_MS

/** Epoch ms of 00:00 Macau of a YYYY-MM-DD day. */
export const macauDayStartOf = (day: string): number => Date.parse(`${day}T00:00:00Z`) - MACAU_OFFSET_MS

/** Epoch ms just after the end (24:00) of a YYYY-MM-DD Macau day. */
export const macauDayEndOf = (day: string): number => macauDayStartOf(day) + DAY_MS

/** Minutes since 00:00 Macau (0 … 1439). */
export const macauMinuteOfDay = (ms: number): number => Math.floor((ms - macauDayStart(ms)) / 60_000)

/** 0 = Sunday … 6 = Saturday, in Macau. */
export const macauWeekday = (ms: number): number => wall(ms).getUTCDay()

/** The Macau calendar month of `ms`, 1 … 12. */
export const macauMonth = (ms: number): number => wall(ms).getUTCMonth() + 1

/** The Macau calendar year of `ms`. */
export const macauYear = (ms: number): number => wall(ms).getUTCFullYear()

/** Epoch ms of 00:00 Macau on the 1st of the month `months` after the one containing `ms`. */
export function macauMonthStart(ms: number, months = 0): number {
  const d = wall(ms)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1) - MACAU_OFFSET_MS
}

/** Epoch ms of 00:00 Macau on 1 January of Macau year `year`. */
export const macauYearStart = (year: number): number => Date.UTC(year, 0, 1) - MACAU_OFFSET_MS
