import { fill } from '@/i18n'
import { accountWords } from './words'
/** Rules for the editable profile fields (edit-user), kept out of the page so they are tested. */
export const NICKNAME_MAX = 20
/** The message in Chinese (tests); validateNickname says it in the reader's language. */
export const NICKNAME_INVALID = fill(accountWords.catalogues['zh-Hant-MO'].nicknameInvalid, {
  max: NICKNAME_MAX
})

/** null when valid; counts characters, not UTF-16 units, so an emoji counts once. */
export function validateNickname(s: string): string | null {
  const n = Array.from(s.trim()).length
  return n >= 1 && n <= NICKNAME_MAX ? null : accountWords.word('nicknameInvalid', { max: NICKNAME_MAX })
}

/** The genders a profile may say, each with its label in the language in force when read. */
export const GENDERS = ([1, 2, 0] as const).map((value) => ({
  value,
  get label(): string {
    return genderLabel(value)
  }
}))

export const genderLabel = (g: number): string =>
  accountWords.word(g === 1 ? 'gender.1' : g === 2 ? 'gender.2' : 'gender.0')

/** The date picker's [year, month, day] as the server's YYYY-MM-DD. */
export function birthdayFromParts(parts: (string | number | null | undefined)[]): string {
  const [y = '', m = '', d = ''] = parts.map((p) => String(p ?? ''))
  return `${y.padStart(4, '0')}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`
}

/** A birthday cannot be after today (YYYY-MM-DD compares correctly as text). */
export const isFutureDate = (ymd: string, todayYmd: string): boolean => ymd > todayYmd
