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

/** Every balance change is one record of these kinds; the balance always equals the sum of the amounts. */
export const WALLET_RECORD_TYPES = [
  'recharge',
  'pay',
  'refund',
  'membership',
  'shopCard',
  'tip',
  'forfeit'
] as const
export type WalletRecordType = (typeof WALLET_RECORD_TYPES)[number]

/** Chinese names of the record kinds (bill lists and details). */
export const WALLET_RECORD_LABELS: Record<WalletRecordType, string> = {
  recharge: '充值',
  pay: '消費',
  refund: '退款',
  membership: '神會員',
  shopCard: '商家儲值卡',
  tip: '騎手打賞',
  forfeit: '註銷清零'
}

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

/** One bill (bill-point-del): the record plus what it was for. */
export interface WalletRecordDetail extends WalletRecord {
  orderNo: string | null
  merchantName: string | null
}
