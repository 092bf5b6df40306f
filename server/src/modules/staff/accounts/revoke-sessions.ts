import { auditOf, endAccess, lockTarget, type AccountsCaller, type AccountsDeps } from './deps.js'

/** Signs an account out everywhere: every console session ends and every board socket closes, now. */
export async function revokeSessions(
  deps: AccountsDeps,
  c: AccountsCaller,
  input: { staffId: number }
): Promise<{ id: number; revoked: number }> {
  return deps.db.tx(async (t) => {
    const a = await lockTarget(t, c, input.staffId)
    const live = await t.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM staff_sessions WHERE staff_id = $1 AND revoked_at IS NULL AND expires_at > $2',
      [a.id, deps.clock.now()]
    )
    await endAccess(deps, t, a.id, { sessions: true })
    await auditOf(deps, t, c, a)('staff.account.sessionsRevoked', null, { revoked: live?.n ?? 0 })
    return { id: a.id, revoked: live?.n ?? 0 }
  })
}
