import {
  auditOf,
  bumpVersion,
  checkVersion,
  endAccess,
  lockTarget,
  type AccountsCaller,
  type AccountsDeps
} from './deps.js'

/** Disables (or enables again) an account; disabling ends its sessions and closes its board sockets at once. */
export async function setDisabled(
  deps: AccountsDeps,
  c: AccountsCaller,
  input: { staffId: number; version: number; disabled: boolean }
): Promise<{ id: number; disabled: boolean; version: number }> {
  return deps.db.tx(async (t) => {
    const a = await lockTarget(t, c, input.staffId)
    checkVersion(a, input.version)
    if (a.disabled === input.disabled) return { id: a.id, disabled: a.disabled, version: a.version }
    await t.query(
      'UPDATE staff_accounts SET disabled = $2, failed_logins = 0, locked_until = 0 WHERE id = $1',
      [a.id, input.disabled]
    )
    if (input.disabled) await endAccess(deps, t, a.id, { sessions: true })
    const version = await bumpVersion(t, a.id)
    await auditOf(
      deps,
      t,
      c,
      a
    )(
      input.disabled ? 'staff.account.disabled' : 'staff.account.enabled',
      { disabled: a.disabled },
      { disabled: input.disabled }
    )
    return { id: a.id, disabled: input.disabled, version }
  })
}
