/** Wallet top-up bounds in avos (MOP 1 to MOP 10,000). */
export const MIN_RECHARGE = 100
export const MAX_RECHARGE = 1_000_000

export interface WalletInfo {
  /** Avos. */
  balance: number
  hasPayPassword: boolean
  /** Seconds, or null when the payment password is not locked. */
  lockedUntil: number | null
  triesLeft: number
}

export type WalletRecordType = 'recharge' | 'pay' | 'refund'

export interface WalletRecord {
  id: number
  type: WalletRecordType
  /** Signed avos. */
  amount: number
  balanceAfter: number
  title: string
  orderId: number | null
  /** Seconds. */
  createdAt: number
}
