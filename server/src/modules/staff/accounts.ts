import { STAFF_LOCK_AFTER, STAFF_LOCK_MS, type StaffRole } from '@lotus/contract/staff'
import type { Db } from '../../db/db.js'

export interface AccountRow {
  id: number
  username: string
  name: string
  role: StaffRole
  password_hash: string
  totp_secret: string | null
  totp_pending: string | null
  totp_last_step: number
  failed_logins: number
  locked_until: number
  disabled: boolean
}

/** The account row, locked for this transaction (failed-login counts must not lose an update). */
export const lockAccount = (t: Db, where: { id: number } | { username: string }) =>
  'id' in where
    ? t.one<AccountRow>('SELECT * FROM staff_accounts WHERE id = $1 FOR UPDATE', [where.id])
    : t.one<AccountRow>('SELECT * FROM staff_accounts WHERE username = $1 FOR UPDATE', [where.username])

/** Counts a wrong password or code; the STAFF_LOCK_AFTER-th in a row locks the account for STAFF_LOCK_MS. */
export async function countFailure(t: Db, a: AccountRow, now: number): Promise<{ locked: boolean }> {
  const failed = Number(a.failed_logins) + 1
  const locked = failed >= STAFF_LOCK_AFTER
  await t.query('UPDATE staff_accounts SET failed_logins = $2, locked_until = $3 WHERE id = $1', [
    a.id,
    locked ? 0 : failed,
    locked ? now + STAFF_LOCK_MS : Number(a.locked_until)
  ])
  return { locked }
}

export const lockedMessage = (until: number, now: number) =>
  `登入失敗次數過多，帳號已暫時鎖定，請於 ${Math.max(1, Math.ceil((until - now) / 60_000))} 分鐘後再試`
