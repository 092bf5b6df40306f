import { hashPassword } from '../passwords.js'
import {
  auditOf,
  endAccess,
  lockTarget,
  randomPassword,
  type AccountsCaller,
  type AccountsDeps
} from './deps.js'

/**
 * Sets a new password (typed, or random and answered once); the account's sessions end and its board sockets
 * close, so whoever knew the old one is out at once. A lock from failed logins is lifted.
 */
export async function resetPassword(
  deps: AccountsDeps,
  c: AccountsCaller,
  input: { staffId: number; password?: string | undefined }
): Promise<{ id: number; password?: string }> {
  const password = input.password ?? randomPassword()
  const hash = await hashPassword(password)
  return deps.db.tx(async (t) => {
    const a = await lockTarget(t, c, input.staffId)
    await t.query(
      'UPDATE staff_accounts SET password_hash = $2, failed_logins = 0, locked_until = 0 WHERE id = $1',
      [a.id, hash]
    )
    await endAccess(deps, t, a.id, { sessions: true })
    await auditOf(
      deps,
      t,
      c,
      a
    )('staff.account.passwordReset', null, { generated: input.password === undefined })
    return input.password === undefined ? { id: a.id, password } : { id: a.id }
  })
}
