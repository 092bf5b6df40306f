import { DEFAULT_LOCALE, inLocale, type Locale, type Phrase } from './locale'

/**
 * Mobile numbers of the three supported area codes, checked alike by the app's forms and the server.
 * - 853 Macau: 8 digits starting with 6
 * - 852 Hong Kong: 8 digits starting with 5, 6 or 9
 * - 86 mainland China: 11 digits starting with 1
 */
export const AREA_CODES = ['853', '852', '86'] as const
export type AreaCode = (typeof AREA_CODES)[number]

export const PHONE_REQUIRED = '請輸入手機號碼'
export const PHONE_INVALID = '手機號碼格式不正確'
const PHONE_REQUIRED_WORDS: Phrase = ['Please enter a mobile number', 'Introduza o número de telemóvel']
const PHONE_INVALID_WORDS: Phrase = ['This mobile number is not valid', 'Número de telemóvel inválido']

const PHONE_RULES: Record<AreaCode, RegExp> = {
  '853': /^6\d{7}$/,
  '852': /^[569]\d{7}$/,
  '86': /^1\d{10}$/
}

export const isAreaCode = (v: string): v is AreaCode => (AREA_CODES as readonly string[]).includes(v)

/** Strict: the area code as sent (no '+'), the number exactly (no spaces). What the server accepts. */
export function isValidPhone(areaCode: string, phone: string): boolean {
  return isAreaCode(areaCode) && PHONE_RULES[areaCode].test(phone)
}

/** '+853' and ' 853 ' are 853; an unknown code is null. */
export function normalizeAreaCode(areaCode: string): AreaCode | null {
  const code = String(areaCode ?? '')
    .trim()
    .replace(/^\+/, '')
  return isAreaCode(code) ? code : null
}

/**
 * A form's check: null when valid, else the message to show. The phone is trimmed; inner spaces,
 * dashes or a leading + are not accepted.
 */
export function validatePhone(
  areaCode: string,
  phone: string,
  locale: Locale = DEFAULT_LOCALE
): string | null {
  const p = String(phone ?? '').trim()
  if (p === '') return inLocale(locale, PHONE_REQUIRED, PHONE_REQUIRED_WORDS)
  const code = normalizeAreaCode(areaCode)
  const invalid = inLocale(locale, PHONE_INVALID, PHONE_INVALID_WORDS)
  if (code === null) return invalid
  return PHONE_RULES[code].test(p) ? null : invalid
}

/**
 * 8 digits → '66****45' (first 2, last 2); 11 digits → '138****5678' (first 3, last 4); other lengths of
 * 5+ characters keep the first 2 and last 2; shorter input is returned as is (nothing meaningful to hide).
 */
export function maskPhone(phone: string): string {
  const p = String(phone ?? '').trim()
  if (p.length === 11) return `${p.slice(0, 3)}****${p.slice(-4)}`
  if (p.length >= 5) return `${p.slice(0, 2)}****${p.slice(-2)}`
  return p
}
