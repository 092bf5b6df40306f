/** Stable error codes; docs/api.md lists them with their meaning. */
export const ErrorCode = {
  OK: '0000',
  UNAUTHORIZED: '401',
  VALIDATION: 'VALIDATION',
  SIGN_MISSING: 'SIGN_MISSING',
  SIGN_INVALID: 'SIGN_INVALID',
  SIGN_EXPIRED: 'SIGN_EXPIRED',
  SIGN_REPLAY: 'SIGN_REPLAY',
  SMS_TOO_FREQUENT: 'SMS_TOO_FREQUENT',
  SMS_DAILY_LIMIT: 'SMS_DAILY_LIMIT',
  SMS_CODE_INVALID: 'SMS_CODE_INVALID',
  SMS_NOT_CONFIGURED: 'SMS_NOT_CONFIGURED',
  USER_SIGN_INVALID: 'USER_SIGN_INVALID',
  PROMO_CODE_INVALID: 'PROMO_CODE_INVALID',
  PROMO_CODE_BOUND: 'PROMO_CODE_BOUND',
  WX_CODE_INVALID: 'WX_CODE_INVALID',
  WX_NOT_CONFIGURED: 'WX_NOT_CONFIGURED',
  NOT_FOUND: 'NOT_FOUND',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  RATE_LIMITED: 'RATE_LIMITED',
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  LIMIT_EXCEEDED: 'LIMIT_EXCEEDED',
  QTY_TOO_LARGE: 'QTY_TOO_LARGE',
  GOODS_UNAVAILABLE: 'GOODS_UNAVAILABLE',
  MERCHANT_CLOSED: 'MERCHANT_CLOSED',
  OUT_OF_RANGE: 'OUT_OF_RANGE',
  BELOW_MIN_ORDER: 'BELOW_MIN_ORDER',
  COUPON_INVALID: 'COUPON_INVALID',
  ADDRESS_REQUIRED: 'ADDRESS_REQUIRED',
  ORDER_STATE: 'ORDER_STATE',
  PAY_PASSWORD_NOT_SET: 'PAY_PASSWORD_NOT_SET',
  PAY_PASSWORD_WRONG: 'PAY_PASSWORD_WRONG',
  PAY_LOCKED: 'PAY_LOCKED',
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  PAYMENT_FAILED: 'PAYMENT_FAILED',
  ALREADY_PAID: 'ALREADY_PAID',
  REFUND_STATE: 'REFUND_STATE',
  ALREADY_EVALUATED: 'ALREADY_EVALUATED',
  GATEWAY_SIGN_INVALID: 'GATEWAY_SIGN_INVALID',
  IDEMPOTENCY_CONFLICT: 'IDEMPOTENCY_CONFLICT',
  INTERNAL: 'INTERNAL'
} as const

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

/** An expected failure: answered as an envelope with this code and message, never logged as an error. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly httpStatus = 200
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const unauthorized = () => new AppError(ErrorCode.UNAUTHORIZED, '請先登錄')
export const validation = (message: string) => new AppError(ErrorCode.VALIDATION, message)
export const notFound = (message = '找不到資源') => new AppError(ErrorCode.NOT_FOUND, message, 404)
