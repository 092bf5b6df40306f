import { AGE_MESSAGES, adultStatusOf, type AdultStatus } from '@lotus/contract/age'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode } from '../../errors.js'

/**
 * The one place that says whether a user may buy alcohol (issue 11). The birth date of the account centre's
 * approved identity verification wins; without one, the birth date the user declared
 * (users.declared_birth_date) stands in. Every caller (order submit, the age view) goes through here.
 */

/** The account centre's verified birth date (`services.identity.verifiedBirthDate`), in the caller's transaction. */
export interface VerifiedBirthDates {
  verifiedBirthDate(t: Db, userId: number): Promise<string | null>
}

export interface BirthDateOf {
  birthDate: string | null
  /** true when it is the verified identity's date, false when declared (or none) */
  verified: boolean
}

/** The birth date the 18+ rule reads: the verified one if any, else the declared one. */
export async function birthDateOf(
  t: Db,
  userId: number,
  identity: VerifiedBirthDates | null = null
): Promise<BirthDateOf> {
  const verified = identity ? await identity.verifiedBirthDate(t, userId) : null
  if (verified) return { birthDate: verified, verified: true }
  const u = await t.one<{ declared_birth_date: string | null }>(
    'SELECT declared_birth_date FROM users WHERE id = $1',
    [userId]
  )
  return { birthDate: u?.declared_birth_date ?? null, verified: false }
}

export async function adultStatus(
  t: Db,
  userId: number,
  now: number,
  identity: VerifiedBirthDates | null = null
): Promise<AdultStatus> {
  return adultStatusOf((await birthDateOf(t, userId, identity)).birthDate, now)
}

/** AGE_RESTRICTED with the reason unless the user is 18 or over. */
export async function requireAdult(
  t: Db,
  userId: number,
  now: number,
  identity: VerifiedBirthDates | null = null
): Promise<void> {
  const status = await adultStatus(t, userId, now, identity)
  if (status !== 'adult') throw new AppError(ErrorCode.AGE_RESTRICTED, AGE_MESSAGES[status])
}

/** The age gate the services share; without the identity service only declared dates count. */
export function createAgeGate(identity: VerifiedBirthDates | null = null) {
  return {
    birthDateOf: (t: Db, userId: number) => birthDateOf(t, userId, identity),
    adultStatus: (t: Db, userId: number, now: number) => adultStatus(t, userId, now, identity),
    requireAdult: (t: Db, userId: number, now: number) => requireAdult(t, userId, now, identity)
  }
}

export type AgeGate = ReturnType<typeof createAgeGate>

/** Whether any of these goods is alcohol (general_goods.alcohol). */
export async function hasAlcohol(t: Db, goodsIds: number[]): Promise<boolean> {
  if (goodsIds.length === 0) return false
  const ids = [...new Set(goodsIds)].sort((a, b) => a - b)
  const r = await t.cached(`alcohol:${ids.join(',')}`, ['general_goods'], (d) =>
    d.one<{ any: boolean | null }>(
      'SELECT bool_or(alcohol) AS any FROM general_goods WHERE goods_id = ANY($1::int[])',
      [ids]
    )
  )
  return r?.any === true
}
