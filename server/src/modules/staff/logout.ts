import type { LoginDeps } from './login.js'
import type { StaffSession } from './sessions.js'

/** Ends the session on the server (the cookie alone no longer opens anything). */
export async function logout(deps: LoginDeps, session: StaffSession, input: { ip: string }): Promise<void> {
  await deps.db.tx(async (t) => {
    await deps.sessions.revoke(t, session.tokenHash)
    await deps.audit.write(t, {
      actor: { type: 'staff', id: session.account.id, name: session.account.username },
      action: 'staff.logout',
      ip: input.ip
    })
  })
}
