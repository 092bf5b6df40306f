/** Identity verification (實名認證): document kinds, number rules with check digits, masking. Pure. */

import { DEFAULT_LOCALE, fillMarks, inLocale, type Locale, type Phrase } from './locale'

export const ID_DOC_TYPES = ['bir', 'hkid', 'mainland', 'passport'] as const
export type IdDocType = (typeof ID_DOC_TYPES)[number]

export const ID_DOC_LABELS: Record<IdDocType, string> = {
  bir: '澳門居民身份證',
  hkid: '香港身份證',
  mainland: '中國內地居民身份證',
  passport: '護照'
}

/** The documents' names and the check's messages in English and Portuguese (the app's form; `{doc}` a name). */
const ID_DOC_WORDS: Readonly<Record<IdDocType, Phrase>> = {
  bir: ['Macau resident ID card', 'BIR de Macau'],
  hkid: ['Hong Kong ID card', 'BI de Hong Kong'],
  mainland: ['Mainland China resident ID', 'BI do Interior da China'],
  passport: ['Passport', 'Passaporte']
}
const IDENTITY_PROBLEM_WORDS = {
  badNumber: ['This {doc} number is not valid', 'O número do {doc} é inválido'],
  badBirthDate: ['The date of birth is not valid', 'A data de nascimento é inválida'],
  birthDateMismatch: [
    'The date of birth does not match the ID number',
    'A data de nascimento não corresponde ao número do documento'
  ]
} as const satisfies Record<string, Phrase>

export type IdentityStatus = 'none' | 'reviewing' | 'approved' | 'rejected'

/** What the user reads for each verification state (security centre and the verification page). */
export const IDENTITY_STATUS_TEXT: Record<IdentityStatus, string> = {
  none: '未認證',
  reviewing: '審核中',
  approved: '已認證',
  rejected: '未通過'
}

/** The number as stored and compared: upper case, no spaces, slashes or brackets. */
export const normalizeIdNumber = (n: string): string => n.toUpperCase().replace(/[\s()/-]/g, '')

/** Hong Kong ID: 1–2 letters, 6 digits, check digit 0–9 or A (mod 11, a lone letter counts a space as 36). */
export function validHkid(raw: string): boolean {
  const n = normalizeIdNumber(raw)
  const m = /^([A-Z]{1,2})(\d{6})([0-9A])$/.exec(n)
  if (!m) return false
  const letters = (m[1] ?? '').padStart(2, ' ')
  const chars = [...letters, ...(m[2] ?? '')]
  const value = (c: string) => (c === ' ' ? 36 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55)
  const sum = chars.reduce((s, c, i) => s + value(c) * (9 - i), 0)
  const check = (11 - (sum % 11)) % 11
  return (check === 10 ? 'A' : String(check)) === m[3]
}

const MAINLAND_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const MAINLAND_CHECKS = '10X98765432'

/** Mainland resident ID: 18 characters, ISO 7064 MOD 11-2 check character, a real birth date inside. */
export function validMainlandId(raw: string): boolean {
  const n = normalizeIdNumber(raw)
  if (!/^\d{17}[\dX]$/.test(n)) return false
  const sum = MAINLAND_WEIGHTS.reduce((s, w, i) => s + w * Number(n[i]), 0)
  if (MAINLAND_CHECKS[sum % 11] !== n[17]) return false
  return realDate(`${n.slice(6, 10)}-${n.slice(10, 12)}-${n.slice(12, 14)}`)
}

/** Macau BIR: 1, 5 or 7, six digits and a check digit, e.g. 1234567(8). */
export const validBir = (raw: string): boolean => /^[157]\d{7}$/.test(normalizeIdNumber(raw))

/** Passport: 6–12 letters and digits. */
export const validPassport = (raw: string): boolean => /^[A-Z0-9]{6,12}$/.test(normalizeIdNumber(raw))

export function realDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}

/** Why a document cannot be accepted, or null. `today` is YYYY-MM-DD (Asia/Macau). */
export function identityProblem(
  doc: { docType: IdDocType; number: string; birthDate: string },
  today: string,
  locale: Locale = DEFAULT_LOCALE
): string | null {
  const say = (zh: string, key: keyof typeof IDENTITY_PROBLEM_WORDS, doc = '') =>
    fillMarks(inLocale(locale, zh, IDENTITY_PROBLEM_WORDS[key]), { doc })
  const ok =
    doc.docType === 'hkid'
      ? validHkid(doc.number)
      : doc.docType === 'mainland'
        ? validMainlandId(doc.number)
        : doc.docType === 'bir'
          ? validBir(doc.number)
          : validPassport(doc.number)
  if (!ok) {
    const name = inLocale(locale, ID_DOC_LABELS[doc.docType], ID_DOC_WORDS[doc.docType])
    return say(`${ID_DOC_LABELS[doc.docType]}號碼無效`, 'badNumber', name)
  }
  if (!realDate(doc.birthDate) || doc.birthDate > today || doc.birthDate < '1900-01-01')
    return say('出生日期無效', 'badBirthDate')
  if (doc.docType === 'mainland') {
    const n = normalizeIdNumber(doc.number)
    if (`${n.slice(6, 10)}-${n.slice(10, 12)}-${n.slice(12, 14)}` !== doc.birthDate)
      return say('出生日期與身份證號碼不符', 'birthDateMismatch')
  }
  return null
}

/** Full years between a birth date and `today` (both YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number)
  const [ty, tm, td] = today.split('-').map(Number)
  if (!by || !bm || !bd || !ty || !tm || !td) return 0
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

/** "A12****(3)"-style: the first two and the last character kept. */
export function maskIdNumber(n: string): string {
  const s = normalizeIdNumber(n)
  if (s.length <= 3) return '*'.repeat(s.length)
  return `${s.slice(0, 2)}${'*'.repeat(s.length - 3)}${s.slice(-1)}`
}

/** "陳*明" / "C*** T**": the first character of each part kept. */
export function maskName(name: string): string {
  const t = name.trim()
  if (/\s/.test(t))
    return t
      .split(/\s+/)
      .map((p) => `${p[0] ?? ''}${'*'.repeat(Math.max(0, p.length - 1))}`)
      .join(' ')
  const chars = [...t]
  if (chars.length <= 1) return t
  if (chars.length === 2) return `${chars[0]}*`
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`
}

export interface IdentityInfo {
  status: IdentityStatus
  docType: IdDocType | null
  maskedName: string | null
  maskedNumber: string | null
  rejectReason: string | null
  /** Seconds. */
  submittedAt: number | null
}
