import Taro from '@tarojs/taro'
import type { ErrorCode } from '@lotus/contract/error-codes'
import { t } from '@/i18n'

/** 請求失敗, in the current language: a failure the server did not word (no answer, an HTTP status). */
export const requestFailed = (): string => t('common.requestFailed')

/**
 * The envelope's codes (contract/error-codes.ts) and the client's own: no answer, or an HTTP status
 * without an envelope. Typed, so comparing with a code that does not exist fails to compile.
 */
export type ApiErrorCode = ErrorCode | 'NETWORK' | `HTTP_${number}`

/** Every failed call becomes one of these; pages never see raw responses. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly data: unknown = null
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError

/** Spec §8: show the server message, or 請求失敗. */
export function showError(e: unknown): void {
  const title = isApiError(e) && e.message ? e.message : requestFailed()
  void Taro.showToast({ title, icon: 'none', duration: 2000 })
}
