/** Inviter (promotion) codes: 6 letters or digits, stored upper-case by the server. */
export const PROMO_CODE_INVALID = '推廣碼為6位字母或數字'

/** What to send: trimmed and upper-cased, so a code read aloud and typed in lower case still works. */
export const normalizePromotionCode = (s: string): string => s.trim().toUpperCase()

/** null when valid (or empty and optional), else the inline message. */
export function validatePromotionCode(s: string, required = false): string | null {
  const code = normalizePromotionCode(s)
  if (code === '') return required ? '請輸入推廣碼' : null
  return /^[A-Z0-9]{6}$/.test(code) ? null : PROMO_CODE_INVALID
}
