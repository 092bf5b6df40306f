import { accountWords } from './words'
/** Inviter (promotion) codes: 6 letters or digits, stored upper-case by the server. */
/** The message in Chinese (tests); validatePromotionCode says it in the reader's language. */
export const PROMO_CODE_INVALID = accountWords.catalogues['zh-Hant-MO'].promoInvalid

/** What to send: trimmed and upper-cased, so a code read aloud and typed in lower case still works. */
export const normalizePromotionCode = (s: string): string => s.trim().toUpperCase()

/** null when valid (or empty and optional), else the inline message. */
export function validatePromotionCode(s: string, required = false): string | null {
  const code = normalizePromotionCode(s)
  if (code === '') return required ? accountWords.word('promoRequired') : null
  return /^[A-Z0-9]{6}$/.test(code) ? null : accountWords.word('promoInvalid')
}
