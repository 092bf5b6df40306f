import { isApiError } from '@/services/errors'
import { formatDate } from '@/utils/time'
import { storeWords } from './words'

const w = storeWords.word

export const PAY_PASSWORD_LENGTH = 6
export const RECHARGE_AMOUNTS = [5000, 10000, 20000, 50000] as const

export const isPayPassword = (s: string): boolean => /^\d{6}$/.test(s)

/** Second entry of a new payment password: null when it may be saved. */
export function checkNewPassword(first: string, second: string): string | null {
  if (!isPayPassword(first)) return w('pay.digits', { n: PAY_PASSWORD_LENGTH })
  if (/^(\d)\1{5}$/.test(first) || first === '123456' || first === '654321') return w('pay.simple')
  if (first !== second) return w('pay.mismatch')
  return null
}

export type PayFailure =
  | { kind: 'notSet' }
  | { kind: 'wrong'; message: string }
  | { kind: 'locked'; message: string }
  | { kind: 'insufficient'; message: string }
  | { kind: 'expired'; message: string }
  | { kind: 'paid'; message: string }
  | { kind: 'other'; message: string }

/** How the pay page answers a failed wallet payment (codes of docs/api-takeaway.md). */
export function payFailure(e: unknown, lockedUntil?: number | null): PayFailure {
  if (!isApiError(e)) return { kind: 'other', message: w('pay.retry') }
  switch (e.code) {
    case 'PAY_PASSWORD_NOT_SET':
      return { kind: 'notSet' }
    case 'PAY_PASSWORD_WRONG':
      return { kind: 'wrong', message: e.message || w('pay.wrong') }
    case 'PAY_LOCKED':
      return {
        kind: 'locked',
        message:
          e.message ||
          (lockedUntil ? w('pay.lockedUntil', { time: formatDate(lockedUntil, 2) }) : w('pay.locked'))
      }
    case 'INSUFFICIENT_BALANCE':
      return { kind: 'insufficient', message: e.message || w('pay.balance') }
    case 'ORDER_STATE':
      return { kind: 'expired', message: e.message || w('pay.state') }
    case 'ALREADY_PAID':
      return { kind: 'paid', message: e.message || w('pay.paid') }
    default:
      return { kind: 'other', message: e.message || w('pay.failed') }
  }
}
