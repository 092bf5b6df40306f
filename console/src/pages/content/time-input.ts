import { MACAU_OFFSET_MS, macauDateTime } from '@lotus/contract/macau-time'

/** A `datetime-local` value read as Macau time, in seconds (empty: no bound). */
export const secondsOfLocal = (v: string): number | null =>
  v ? Math.floor((Date.parse(`${v}:00Z`) - MACAU_OFFSET_MS) / 1000) : null

/** Seconds as a `datetime-local` value in Macau time. */
export const localOfSeconds = (s: number | null): string =>
  s === null ? '' : macauDateTime(s * 1000).replace(' ', 'T')
