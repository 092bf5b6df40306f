import { DEFAULT_LOCALE, fillMarks, inLocale, type Locale, type Phrase } from './locale'
import { avosFromMop, formatMop } from './money'

/** Wallet top-up bounds in avos (MOP 1 to MOP 10,000). */
export const MIN_RECHARGE = 100
export const MAX_RECHARGE = 1_000_000

/**
 * A top-up amount the customer typed (MOP, up to 2 decimals) in avos, or why it cannot be topped up. The server
 * checks the same bounds (RechargeBody).
 */
const RECHARGE_WORDS = {
  missing: ['Please enter an amount to top up', 'Introduza o valor a carregar'],
  badAmount: [
    'Please enter a valid amount, up to 2 decimals',
    'Introduza um valor válido, até 2 casas decimais'
  ],
  min: ['The smallest top-up is {amount}', 'O carregamento mínimo é {amount}'],
  max: ['The largest top-up at once is {amount}', 'O carregamento máximo de cada vez é {amount}']
} as const satisfies Record<string, Phrase>

export function customRecharge(
  text: string,
  locale: Locale = DEFAULT_LOCALE
): { avos: number } | { error: string } {
  const say = (zh: string, key: keyof typeof RECHARGE_WORDS, amount = '') => ({
    error: fillMarks(inLocale(locale, zh, RECHARGE_WORDS[key]), { amount })
  })
  const t = text.trim()
  if (!t) return say('請輸入充值金額', 'missing')
  let avos: number
  try {
    avos = avosFromMop(t)
  } catch {
    return say('請輸入正確的金額，最多兩位小數', 'badAmount')
  }
  const min = formatMop(MIN_RECHARGE, { trimZeros: true })
  const max = formatMop(MAX_RECHARGE, { trimZeros: true })
  if (avos < MIN_RECHARGE) return say(`最少充值 ${min}`, 'min', min)
  if (avos > MAX_RECHARGE) return say(`單次最多充值 ${max}`, 'max', max)
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
