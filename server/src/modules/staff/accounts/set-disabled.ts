import { auditOf, endAccess, lockTarget, type AccountsCaller, type AccountsDeps } from './deps.js'

/** Disables (or enables again) an account; disabling ends its sessions and closes its board sockets at once. */
export async function setDisabled(
  deps: AccountsDeps,
  c: AccountsCaller,
  input: { staffId: number; disabled: boolean }
): Promise<{ id: number; disabled: boolean }> {
  return deps.db.tx(async (t) => {
    const a = await lockTarget(t, c, input.staffId)
    if (a.disabled === input.disabled) return { id: a.id, disabled: a.disabled }
    await t.query(
      'UPDATE staff_accounts SET disabled = $2, failed_logins = 0, locked_until = 0 WHERE id = $1',
      [a.id, input.disabled]
    )
    if (input.disabled) await endAccess(deps, t, a.id, { sessions: true })
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
    return { id: a.id, disabled: input.disabled }
  })
}
