/**
 * The 18+ rule for alcohol (issue 11). Ages are counted on the Asia/Macau calendar: a person born on
 * 2008-11-23 is 18 from the start of 2026-11-23 in Macau. Someone born on 29 February comes of age on
 * 1 March in a common year (the day after 28 February).
 */

import { macauDay } from './macau-time'

/** The youngest age allowed to buy alcohol or take it at the door. */
export const ADULT_AGE = 18

/** What the age gate says about a user. */
export type AdultStatus = 'adult' | 'minor' | 'undeclared'

export const AGE_MESSAGES: Readonly<Record<Exclude<AdultStatus, 'adult'>, string>> = {
  undeclared: '購買酒類須年滿 18 歲，請先申報出生日期',
  minor: '未滿 18 歲不得購買酒類'
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar date written YYYY-MM-DD (year 1900 on), else null. */
export function parseDate(s: string): { y: number; m: number; d: number } | null {
  const r = DATE_RE.exec(s)
  if (!r) return null
  const y = Number(r[1])
  const m = Number(r[2])
  const d = Number(r[3])
  if (y < 1900 || m < 1 || m > 12 || d < 1) return null
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate()
  if (d > days) return null
  return { y, m, d }
}

/** Whole years between `birth` and `today` (both YYYY-MM-DD, Macau calendar); null for a bad date. */
export function ageOn(birth: string, today: string): number | null {
  const b = parseDate(birth)
  const t = parseDate(today)
  if (!b || !t) return null
  let age = t.y - b.y
  if (t.m < b.m || (t.m === b.m && t.d < b.d)) age--
  return age
}

/** Whether someone born on `birth` is 18 or over at epoch ms `now`, in Macau. */
export function isAdultAt(birth: string, now: number): boolean {
  const age = ageOn(birth, macauDay(now))
  return age !== null && age >= ADULT_AGE
}

/** The status of a user's declared (later: verified) birth date at `now`. */
export function adultStatusOf(birth: string | null, now: number): AdultStatus {
  if (birth === null || parseDate(birth) === null) return 'undeclared'
  return isAdultAt(birth, now) ? 'adult' : 'minor'
}

/** A birth date may be declared if it is a real date, not in the future and at most 120 years ago. */
export function declarableBirthDate(birth: string, now: number): boolean {
  const age = ageOn(birth, macauDay(now))
  return age !== null && age >= 0 && age <= 120 && birth <= macauDay(now)
}

/**
 * What is wrong with a birth date typed in, in words a customer understands (「參數 birthDate 格式錯誤」 was
 * shown), or null when it can be declared. App and server both ask here.
 */
export function birthDateProblem(birth: string, now: number): string | null {
  if (!DATE_RE.test(birth)) return '請按「年-月-日」輸入出生日期，例如 1990-05-01'
  if (!declarableBirthDate(birth, now)) return '沒有這個出生日期，請檢查年、月、日'
  return null
}

/** A declared date cannot be changed by the user: identity verification (實名認證) replaces it. */
export const AGE_FIX_HINT = '出生日期填錯了？完成實名認證後，以證件上的出生日期為準'
