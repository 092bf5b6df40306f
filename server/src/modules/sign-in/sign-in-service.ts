import type { Clock } from '../../clock.js'
import { macauDate } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { signInReward, signInSummary, streakOn, type SignInState } from '@lotus/contract/sign-in'
import type { HoneyPort } from './honey-port.js'

interface SignInRow {
  day: string
  streak: number
  reward: number
}

/**
 * Daily sign-in: one row per (user, Asia/Macau day) — the primary key makes concurrent taps one sign-in and
 * one reward; the reward is credited to the honey ledger in the same transaction.
 */
export function createSignInService(deps: { db: Db; clock: Clock; honey: HoneyPort }) {
  const { db, clock, honey } = deps

  const latestBefore = (t: Db, userId: number, day: string) =>
    t.one<SignInRow>(
      'SELECT day, streak, reward FROM sign_ins WHERE user_id = $1 AND day < $2 ORDER BY day DESC LIMIT 1',
      [userId, day]
    )

  async function state(t: Db, userId: number, month?: string): Promise<SignInState> {
    const today = macauDate(clock.now())
    const shown = month ?? today.slice(0, 7)
    const last = await t.one<SignInRow>(
      'SELECT day, streak, reward FROM sign_ins WHERE user_id = $1 AND day <= $2 ORDER BY day DESC LIMIT 1',
      [userId, today]
    )
    const days = await t.many<SignInRow>(
      `SELECT day, streak, reward FROM sign_ins WHERE user_id = $1 AND day LIKE $2 ORDER BY day`,
      [userId, `${shown}-%`]
    )
    return {
      today,
      ...signInSummary(today, last ?? null),
      month: shown,
      days,
      honey: await honey.balance(t, userId)
    }
  }

  return {
    state: (userId: number, month?: string) => state(db, userId, month),

    /** Signs today in; a second call the same day (or a concurrent one) changes nothing. */
    async signIn(userId: number): Promise<SignInState & { rewarded: number }> {
      return db.tx(async (t) => {
        const now = clock.now()
        const today = macauDate(now)
        const last = await latestBefore(t, userId, today)
        const streak = streakOn(today, last ?? null)
        const reward = signInReward(streak)
        const inserted = await t.query(
          `INSERT INTO sign_ins (user_id, day, streak, reward, created_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (user_id, day) DO NOTHING`,
          [userId, today, streak, reward, now]
        )
        const rewarded = inserted.rowCount === 1 ? reward : 0
        if (rewarded > 0) {
          await honey.credit(t, {
            userId,
            points: reward,
            reason: `每日簽到（連續第 ${streak} 天）`,
            key: `sign-in:${userId}:${today}`
          })
        }
        return { ...(await state(t, userId)), rewarded }
      })
    }
  }
}

export type SignInService = ReturnType<typeof createSignInService>
