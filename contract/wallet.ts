/** Wallet top-up bounds in avos (MOP 1 to MOP 10,000). */
export const MIN_RECHARGE = 100
export const MAX_RECHARGE = 1_000_000
