import { macauDay } from '@lotus/contract/macau-time'

/**
 * The clock helpers a first screen needs, without dayjs: the home page reads today's Macau date at start-up, and
 * importing ./time for it put dayjs and its utc plugin (about 4 KB gzip) in h5's first load. ./time re-exports both.
 */

/** Current time in whole seconds. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000)
}

/** The Macau calendar date of tsSec, `YYYY-MM-DD` ('' for a non-finite time). */
export function macauDateKey(tsSec: number): string {
  return Number.isFinite(tsSec) ? macauDay(tsSec * 1000) : ''
}
