import type { SecretBox } from './totp.js'
import type { StaffStage } from '@lotus/contract/staff'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode } from '../../errors.js'
import { countFailure, lockAccount, lockedMessage } from './accounts.js'
import type { AuditLog } from './audit.js'
import { dummyHash, verifyPassword } from './passwords.js'
import { stageAfterPassword, type StaffSessions } from './sessions.js'

export interface LoginDeps {
  db: Db
  clock: Clock
  audit: AuditLog
  sessions: StaffSessions
  /** Seals TOTP secrets at rest. */
  secrets: SecretBox
}

const FAILED = '帳號或密碼錯誤'

/**
 * The password step. Right: a session at the stage the account needs next (its code, enrolment of one, or none).
 * Wrong: counted towards the lockout and audited; an unknown username answers exactly as a wrong password.
 */
export async function login(
  deps: LoginDeps,
  input: { username: string; password: string; ip: string }
): Promise<{ token: string; stage: StaffStage }> {
  const now = deps.clock.now()
  // the hash is checked outside the transaction: it takes tens of milliseconds and needs no lock
  const row = await deps.db.one<{ password_hash: string }>(
    'SELECT password_hash FROM staff_accounts WHERE username = $1',
    [input.username]
  )
  const passwordOk = await verifyPassword(row?.password_hash ?? (await dummyHash()), input.password)
  const outcome = await deps.db.tx(async (t) => {
    const a = row ? await lockAccount(t, { username: input.username }) : undefined
    const actor = { type: 'anonymous' as const, id: a?.id ?? null, name: input.username }
    if (!a || a.disabled) {
      await deps.audit.write(t, {
        actor,
        action: 'staff.login.failed',
        ip: input.ip,
        after: { reason: 'unknown' }
      })
      return { error: new AppError(ErrorCode.STAFF_LOGIN_FAILED, FAILED) }
    }
    const staff = { type: 'staff' as const, id: a.id, name: a.username }
    if (Number(a.locked_until) > now) {
      await deps.audit.write(t, { actor: staff, action: 'staff.login.locked', ip: input.ip })
      return { error: new AppError(ErrorCode.STAFF_LOCKED, lockedMessage(Number(a.locked_until), now)) }
    }
    if (!passwordOk || a.password_hash !== row?.password_hash) {
      const { locked } = await countFailure(t, a, now)
      await deps.audit.write(t, {
        actor: staff,
        action: 'staff.login.failed',
        ip: input.ip,
        after: { reason: 'password', locked }
      })
      return {
        error: locked
          ? new AppError(ErrorCode.STAFF_LOCKED, lockedMessage(now + 15 * 60_000, now))
          : new AppError(ErrorCode.STAFF_LOGIN_FAILED, FAILED)
      }
    }
    const stage = stageAfterPassword(a.role, a.totp_secret !== null)
    // the password step alone does not clear the count when a code must follow (the code step does)
    if (stage !== 'totp') await t.query('UPDATE staff_accounts SET failed_logins = 0 WHERE id = $1', [a.id])
    const session = await deps.sessions.create(t, a.id, stage)
    await deps.audit.write(t, {
      actor: staff,
      action: stage === 'done' ? 'staff.login' : 'staff.login.password',
      ip: input.ip,
      after: { stage }
    })
    return { session: { token: session.token, stage } }
  })
  // thrown after the transaction: the failure and its audit entry are committed
  if ('error' in outcome) throw outcome.error
  return outcome.session
}
