/** SMS verification codes are exactly 6 ASCII digits (no spaces, no full-width digits). */
export const SMS_CODE_LENGTH = 6

export function isSmsCode(s: unknown): s is string {
  return typeof s === 'string' && /^\d{6}$/.test(s)
}
