import { AppError, ErrorCode } from '../../errors.js'
import { countFailure, lockAccount, lockedMessage } from './accounts.js'
import { bumpVersion } from './accounts/deps.js'
import type { LoginDeps } from './login.js'
import { hashPassword, verifyPassword } from './passwords.js'
import type { StaffSession } from './sessions.js'

/**
 * One's own password, changed with the current one: how a password the server made (a new account's, a reset's)
 * is replaced at first login, which frees the session of stage `password`. A wrong current password counts
 * towards the lockout as a wrong login does. The account's other sessions end; this one goes on.
 */
export async function changePassword(
  deps: LoginDeps,
  session: StaffSession,
  input: { current: string; password: string; ip: string }
): Promise<void> {
  const now = deps.clock.now()
  const stored = await deps.db.one<{ password_hash: string }>(
    'SELECT password_hash FROM staff_accounts WHERE id = $1',
    [session.account.id]
  )
  // both hashes are worked out of the transaction: tens of milliseconds each, no lock needed
  const ok = stored ? await verifyPassword(stored.password_hash, input.current) : false
  const hash = ok ? await hashPassword(input.password) : ''
  const outcome = await deps.db.tx(async (t) => {
    const a = await lockAccount(t, { id: session.account.id })
    if (!a) return { error: new AppError(ErrorCode.STAFF_UNAUTHORIZED, '請先登入商戶後台') }
    const actor = { type: 'staff' as const, id: a.id, name: a.username }
    if (!ok || a.password_hash !== stored?.password_hash) {
      const { locked } = await countFailure(t, a, now)
      if (locked) await deps.sessions.revoke(t, session.tokenHash)
      await deps.audit.write(t, { actor, action: 'staff.password.failed', ip: input.ip, after: { locked } })
      return {
        error: locked
          ? new AppError(ErrorCode.STAFF_LOCKED, lockedMessage(now + 15 * 60_000, now))
          : new AppError(ErrorCode.STAFF_LOGIN_FAILED, '目前的密碼不正確')
      }
    }
    await t.query('UPDATE staff_accounts SET password_hash = $2, failed_logins = 0 WHERE id = $1', [
      a.id,
      hash
    ])
    await t.query(
      'UPDATE staff_sessions SET revoked_at = $3 WHERE staff_id = $1 AND token_hash <> $2 AND revoked_at IS NULL',
      [a.id, session.tokenHash, now]
    )
    await bumpVersion(t, a.id, { passwordChangeDue: false })
    await deps.audit.write(t, {
      actor,
      action: 'staff.password.changed',
      subjectType: 'staff',
      subjectId: a.id,
      merchantId: session.account.merchantIds[0] ?? null,
      ip: input.ip,
      before: { passwordChangeDue: session.account.passwordChangeDue },
      after: { passwordChangeDue: false }
    })
    return null
  })
  // thrown after the transaction: a failure and its audit entry are committed
  if (outcome) throw outcome.error
}
