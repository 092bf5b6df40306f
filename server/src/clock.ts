/** Time source for every rule (SMS expiry, token age, signature window); tests inject their own. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
}

export const systemClock: Clock = { now: () => Date.now() }

export const toSeconds = (ms: number): number => Math.floor(ms / 1000)

const MACAU_OFFSET_MS = 8 * 3600_000 // Asia/Macau is UTC+8 with no daylight saving.
const DAY_MS = 86_400_000

/** Epoch ms of the start of the Asia/Macau calendar day containing `ms`. */
export function macauDayStart(ms: number): number {
  return Math.floor((ms + MACAU_OFFSET_MS) / DAY_MS) * DAY_MS - MACAU_OFFSET_MS
}

/** YYYY-MM-DD of `ms` in Asia/Macau. */
export function macauDate(ms: number): string {
  return new Date(ms + MACAU_OFFSET_MS).toISOString().slice(0, 10)
}
