import Taro from '@tarojs/taro'

export const REQUEST_FAILED = '請求失敗'

/** Every failed call becomes one of these; pages never see raw responses. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
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
  const title = isApiError(e) && e.message ? e.message : REQUEST_FAILED
  void Taro.showToast({ title, icon: 'none', duration: 2000 })
}
