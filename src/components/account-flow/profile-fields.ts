/** Rules for the editable profile fields (edit-user), kept out of the page so they are tested. */
export const NICKNAME_MAX = 20
export const NICKNAME_INVALID = `暱稱需為1-${NICKNAME_MAX}個字`

/** null when valid; counts characters, not UTF-16 units, so an emoji counts once. */
export function validateNickname(s: string): string | null {
  const n = Array.from(s.trim()).length
  return n >= 1 && n <= NICKNAME_MAX ? null : NICKNAME_INVALID
}

export const GENDERS = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
  { value: 0, label: '保密' }
] as const

export const genderLabel = (g: number): string => GENDERS.find((x) => x.value === g)?.label ?? '保密'

/** The date picker's [year, month, day] as the server's YYYY-MM-DD. */
export function birthdayFromParts(parts: (string | number | null | undefined)[]): string {
  const [y = '', m = '', d = ''] = parts.map((p) => String(p ?? ''))
  return `${y.padStart(4, '0')}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`
}

/** A birthday cannot be after today (YYYY-MM-DD compares correctly as text). */
export const isFutureDate = (ymd: string, todayYmd: string): boolean => ymd > todayYmd
