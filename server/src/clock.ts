/** Time source for every rule (SMS expiry, token age, signature window); tests inject their own. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
}

export const systemClock: Clock = { now: () => Date.now() }

/**
 * The QA test clock (never built in production: buildApp uses the plain clock there): the server's time, moved
 * forward on request (`POST /api/dev/clock/advance`) so expiries, auto-refunds, erasure and pay windows can be
 * tried end to end. It only moves forward: jobs already run and nonces already seen stay in the past.
 */
export interface MovableClock extends Clock {
  /** Moves the clock `ms` forward; returns the new time. */
  advance(ms: number): number
  /** How far ahead of the clock it was built on (ms). */
  offset(): number
}

export function movableClock(base: Clock): MovableClock {
  let offset = 0
  return {
    now: () => base.now() + offset,
    advance(ms) {
      offset += ms
      return base.now() + offset
    },
    offset: () => offset
  }
}

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
