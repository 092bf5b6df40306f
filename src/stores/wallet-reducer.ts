import { isApiError } from '@/services/errors'
import { formatDate } from '@/utils/time'

export const PAY_PASSWORD_LENGTH = 6
export const RECHARGE_AMOUNTS = [5000, 10000, 20000, 50000] as const

export const isPayPassword = (s: string): boolean => /^\d{6}$/.test(s)

/** Second entry of a new payment password: null when it may be saved. */
export function checkNewPassword(first: string, second: string): string | null {
  if (!isPayPassword(first)) return '請輸入6位數字密碼'
  if (/^(\d)\1{5}$/.test(first) || first === '123456' || first === '654321') return '密碼過於簡單，請重新設定'
  if (first !== second) return '兩次輸入的密碼不一致'
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
  if (!isApiError(e)) return { kind: 'other', message: '支付失敗，請重試' }
  switch (e.code) {
    case 'PAY_PASSWORD_NOT_SET':
      return { kind: 'notSet' }
    case 'PAY_PASSWORD_WRONG':
      return { kind: 'wrong', message: e.message || '支付密碼錯誤' }
    case 'PAY_LOCKED':
      return {
        kind: 'locked',
        message:
          e.message || (lockedUntil ? `支付密碼已鎖定至 ${formatDate(lockedUntil, 2)}` : '支付密碼已鎖定')
      }
    case 'INSUFFICIENT_BALANCE':
      return { kind: 'insufficient', message: e.message || '餘額不足' }
    case 'ORDER_STATE':
      return { kind: 'expired', message: e.message || '訂單狀態已變更' }
    case 'ALREADY_PAID':
      return { kind: 'paid', message: e.message || '訂單已支付' }
    default:
      return { kind: 'other', message: e.message || '支付失敗' }
  }
}
