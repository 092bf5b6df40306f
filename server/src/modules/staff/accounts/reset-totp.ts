import { TOTP_REQUIRED } from '@lotus/contract/staff'
import { validation } from '../../../errors.js'
import {
  auditOf,
  bumpVersion,
  checkVersion,
  endAccess,
  lockTarget,
  type AccountsCaller,
  type AccountsDeps
} from './deps.js'

/**
 * An operator clears an owner's (or operator's) authenticator, lost with a phone: the secret goes, the sessions
 * end, and the next login enrols again (stageAfterPassword: no secret → `enrol`).
 */
export async function resetTotp(
  deps: AccountsDeps,
  c: AccountsCaller,
  input: { staffId: number; version: number }
): Promise<{ id: number; totpEnrolled: false; version: number }> {
  return deps.db.tx(async (t) => {
    const a = await lockTarget(t, c, input.staffId)
    checkVersion(a, input.version)
    if (!TOTP_REQUIRED.has(a.role)) throw validation('此角色無需雙重驗證')
    await t.query(
      'UPDATE staff_accounts SET totp_secret = NULL, totp_pending = NULL, totp_last_step = 0 WHERE id = $1',
      [a.id]
    )
    await endAccess(deps, t, a.id, { sessions: true })
    const version = await bumpVersion(t, a.id)
    await auditOf(
      deps,
      t,
      c,
      a
    )(
      'staff.account.totpReset',
      { totpEnrolled: a.totp_secret !== null },
      {
        totpEnrolled: false
      }
    )
    return { id: a.id, totpEnrolled: false, version }
  })
}
