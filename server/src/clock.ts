/** Time source for every rule (SMS expiry, token age, signature window); tests inject their own. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
}

export const systemClock: Clock = { now: () => Date.now() }

export const toSeconds = (ms: number): number => Math.floor(ms / 1000)

// Asia/Macau days come from the contract's one time module; `macauDate` is its `macauDay` (YYYY-MM-DD).
export { macauDay as macauDate, macauDayStart } from '@lotus/contract/macau-time'
