import Taro from '@tarojs/taro'

/**
 * Issue 8 §4: a top-up started from the cashier (充值 on an unpaid order) returns to that order's cashier.
 * The gateway leaves the app on h5, so the order waits in storage while the user tops up; it is dropped
 * once used and ignored after the longest pay window (the cashier re-reads the order anyway).
 */
export const TOPUP_RETURN_KEY = 'lotus.topUpFor'
const MAX_AGE_MS = 30 * 60 * 1000

interface TopUpFor {
  orderId: number
  at: number
}

export function rememberTopUpFor(orderId: number, now = Date.now()): void {
  if (orderId > 0) Taro.setStorageSync(TOPUP_RETURN_KEY, { orderId, at: now } satisfies TopUpFor)
}

/** The unpaid order a top-up was started for, if it is recent. */
export function topUpReturnOrder(now = Date.now()): number | null {
  const v = Taro.getStorageSync(TOPUP_RETURN_KEY) as TopUpFor | '' | undefined
  if (!v || typeof v !== 'object' || typeof v.orderId !== 'number' || typeof v.at !== 'number') return null
  return now - v.at <= MAX_AGE_MS && v.orderId > 0 ? v.orderId : null
}

export function forgetTopUpFor(): void {
  Taro.removeStorageSync(TOPUP_RETURN_KEY)
}
