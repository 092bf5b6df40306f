import type { Db } from '../../db/db.js'

/**
 * Logging in during the grace period keeps the account: a pending deletion request is cancelled, in the login's
 * transaction. Beside the user, below both auth (which calls it) and account (which files and carries out the
 * request), so neither of those imports the other.
 */
export async function cancelDeletionOnLogin(t: Db, userId: number, now: number): Promise<void> {
  await t.query(
    `UPDATE account_deletions SET status = 'cancelled', done_at = $2 WHERE user_id = $1 AND status = 'pending'`,
    [userId, now]
  )
}
