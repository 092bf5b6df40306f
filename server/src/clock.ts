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

// Asia/Macau days come from the contract's one time module; `macauDate` is its `macauDay` (YYYY-MM-DD).
export { macauDay as macauDate, macauDayStart } from '@lotus/contract/macau-time'
