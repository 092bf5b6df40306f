/** Daily sign-in (簽到): once per Asia/Macau day, honey points by streak day, a 7-day cycle. */

/** Honey points for streak days 1..7; day 8 starts the cycle again. */
export const SIGN_IN_REWARDS = [5, 10, 15, 20, 25, 30, 50] as const

/** Honey points for the n-th consecutive day (n ≥ 1). */
export function signInReward(streakDay: number): number {
  const n = Math.max(1, Math.trunc(streakDay))
  return SIGN_IN_REWARDS[(n - 1) % SIGN_IN_REWARDS.length] ?? SIGN_IN_REWARDS[0]
}

const DAY_MS = 86_400_000

/** YYYY-MM-DD of the day before `day` (a calendar date, no time zone involved). */
export function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10)
}

/** YYYY-MM-DD of the day after `day`. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)
}

/** The streak day of a sign-in on `today`, given the latest earlier sign-in (day and its streak). */
export function streakOn(today: string, last: { day: string; streak: number } | null): number {
  return last !== null && last.day === previousDay(today) ? last.streak + 1 : 1
}

export interface SignInDay {
  /** YYYY-MM-DD, Asia/Macau. */
  day: string
  streak: number
  reward: number
}

export interface SignInState {
  /** Asia/Macau date of today on the server. */
  today: string
  signedToday: boolean
  /** Consecutive days up to today (or up to yesterday when today is not signed yet); 0 if broken. */
  streak: number
  /** Honey points a sign-in today would give (or gave). */
  todayReward: number
  /** Honey points tomorrow's sign-in gives if the streak is kept. */
  tomorrowReward: number
  /** Sign-ins of the month shown (YYYY-MM). */
  month: string
  days: SignInDay[]
  /** The user's honey balance after this state. */
  honey: number
}

/** What the state of a user is on `today`, from their latest sign-in. Pure: the server and tests use it. */
export function signInSummary(
  today: string,
  last: { day: string; streak: number } | null
): Pick<SignInState, 'signedToday' | 'streak' | 'todayReward' | 'tomorrowReward'> {
  const signedToday = last?.day === today
  const alive = last !== null && (signedToday || last.day === previousDay(today))
  const streak = alive ? last.streak : 0
  const todayStreak = signedToday ? streak : streak + 1
  return {
    signedToday,
    streak,
    todayReward: signInReward(todayStreak),
    tomorrowReward: signInReward(todayStreak + 1)
  }
}
