import { avosFromMop, formatMop } from './money'

/** Wallet top-up bounds in avos (MOP 1 to MOP 10,000). */
export const MIN_RECHARGE = 100
export const MAX_RECHARGE = 1_000_000

/**
 * A top-up amount the customer typed (MOP, up to 2 decimals) in avos, or why it cannot be topped up. The server
 * checks the same bounds (RechargeBody).
 */
export function customRecharge(text: string): { avos: number } | { error: string } {
  const t = text.trim()
  if (!t) return { error: '請輸入充值金額' }
  let avos: number
  try {
    avos = avosFromMop(t)
  } catch {
    return { error: '請輸入正確的金額，最多兩位小數' }
  }
  if (avos < MIN_RECHARGE) return { error: `最少充值 ${formatMop(MIN_RECHARGE, { trimZeros: true })}` }
  if (avos > MAX_RECHARGE) return { error: `單次最多充值 ${formatMop(MAX_RECHARGE, { trimZeros: true })}` }
  return { avos }
}

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
