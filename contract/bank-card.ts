/**
 * Bank cards for wallet top-ups (tied_card): the pure rules both sides run. The app checks the number as it is
 * typed; the server checks it again and keeps only a gateway token and the last four digits.
 */

/** Digits only: spaces and dashes a user types between groups are dropped. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '')
}

/** Card numbers are 12 to 19 digits (ISO/IEC 7812). */
export const CARD_NUMBER_RE = /^\d{12,19}$/

/** The Luhn (mod 10) check of a card number; false for anything not 12–19 digits. */
export function luhnValid(input: string): boolean {
  const n = normaliseCardNumber(input)
  if (!CARD_NUMBER_RE.test(n)) return false
  let sum = 0
  for (let i = 0; i < n.length; i++) {
    let d = n.charCodeAt(n.length - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

export type CardBrand = 'visa' | 'mastercard' | 'unionpay' | 'jcb' | 'amex' | 'other'

/** The card scheme by its leading digits (for the label only; every scheme is accepted). */
export function cardBrand(input: string): CardBrand {
  const n = normaliseCardNumber(input)
  if (/^4/.test(n)) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(n)) return 'mastercard'
  if (/^62/.test(n)) return 'unionpay'
  if (/^35/.test(n)) return 'jcb'
  if (/^3[47]/.test(n)) return 'amex'
  return 'other'
}

export const CARD_BRAND_TEXT: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  unionpay: '銀聯',
  jcb: 'JCB',
  amex: 'American Express',
  other: '銀行卡'
}

/** The most cards one user may keep bound. */
export const MAX_BOUND_CARDS = 5

/** A bound card as the app sees it: never the number. */
export interface BankCard {
  id: number
  brand: CardBrand
  last4: string
  /** Seconds. */
  createdAt: number
}
