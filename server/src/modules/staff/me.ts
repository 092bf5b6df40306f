import type { StaffMe } from '@lotus/contract/staff'
import type { Db } from '../../db/db.js'
import type { StaffSession } from './sessions.js'

/** The account of a session with its shops' names, as the console shows it. */
export async function me(db: Db, session: StaffSession): Promise<StaffMe> {
  const { account } = session
  const shops = account.merchantIds.length
    ? await db.many<{ id: number; name: string }>(
        'SELECT id, name FROM merchants WHERE id = ANY($1::int[]) ORDER BY id',
        [account.merchantIds]
      )
    : []
  return {
    id: account.id,
    username: account.username,
    name: account.name,
    role: account.role,
    opsRoles: account.opsRoles,
    stage: session.stage,
    totpEnrolled: account.totpEnrolled,
    shops,
    csrfToken: session.csrfToken,
    expiresAt: Math.floor(session.expiresAt / 1000)
  }
}
