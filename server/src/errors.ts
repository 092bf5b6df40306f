import { ErrorCode } from '@lotus/contract/error-codes'

export { ErrorCode }

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

export const unauthorized = () => new AppError(ErrorCode.UNAUTHORIZED, '請先登入')
export const merchantUnauthorized = () =>
  new AppError(ErrorCode.MERCHANT_UNAUTHORIZED, '商戶憑證無效（X-Merchant-Key）', 401)
export const validation = (message: string) => new AppError(ErrorCode.VALIDATION, message)
export const notFound = (message = '找不到資源') => new AppError(ErrorCode.NOT_FOUND, message, 404)
