import { hashPassword } from '../passwords.js'
import {
  auditOf,
  bumpVersion,
  checkVersion,
  endAccess,
  lockTarget,
  randomPassword,
  type AccountsCaller,
  type AccountsDeps
} from './deps.js'

/**
 * Sets a new password (typed, or random and answered once); the account's sessions end and its board sockets
 * close, so whoever knew the old one is out at once. A lock from failed logins is lifted. A random one is known to
 * whoever reset it: its holder must change it at the next login (stage `password`).
 */
export async function resetPassword(
  deps: AccountsDeps,
  c: AccountsCaller,
  input: { staffId: number; version: number; password?: string | undefined }
): Promise<{ id: number; version: number; password?: string }> {
  const password = input.password ?? randomPassword()
  const hash = await hashPassword(password)
  return deps.db.tx(async (t) => {
    const a = await lockTarget(t, c, input.staffId)
    checkVersion(a, input.version)
    await t.query(
      'UPDATE staff_accounts SET password_hash = $2, failed_logins = 0, locked_until = 0 WHERE id = $1',
      [a.id, hash]
    )
    await endAccess(deps, t, a.id, { sessions: true })
    const version = await bumpVersion(t, a.id, { passwordChangeDue: input.password === undefined })
    await auditOf(
      deps,
      t,
      c,
      a
    )('staff.account.passwordReset', null, { generated: input.password === undefined })
    return input.password === undefined ? { id: a.id, version, password } : { id: a.id, version }
  })
}
