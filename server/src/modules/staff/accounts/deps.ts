import { randomBytes } from 'node:crypto'
import { manageableBy, STALE_ACCOUNT_MSG, type StaffActor, type StaffRole } from '@lotus/contract/staff'
import type { Clock } from '../../../clock.js'
import { afterCommit } from '../../../db/after-commit.js'
import type { Db } from '../../../db/db.js'
import { AppError, ErrorCode, notFound } from '../../../errors.js'
import type { MqttHub } from '../../../mqtt/hub.js'
import type { AuditLog, AuditWrite } from '../audit.js'

export interface AccountsDeps {
  db: Db
  clock: Clock
  audit: AuditLog
  /** Closes the board sockets of an account whose access ends (item: access loss closes the board). */
  mqtt: Pick<MqttHub, 'disconnectUsernames'>
}

/** Who is acting in 帳號管理: the policy's actor, the username the audit log records, the address. */
export interface AccountsCaller {
  actor: StaffActor
  username: string
  ip: string
}

export interface TargetRow {
  id: number
  username: string
  name: string
  role: StaffRole
  disabled: boolean
  totp_secret: string | null
  merchant_ids: number[]
  version: number
}

/**
 * The account acted on, locked for this transaction, if the caller may manage it (contract's manageableBy): any
 * other (another shop's staff, an owner for an owner, one's own) answers exactly as a missing one.
 */
export async function lockTarget(t: Db, c: AccountsCaller, staffId: number): Promise<TargetRow> {
  const row = await t.one<TargetRow>(
    `SELECT a.id, a.username, a.name, a.role, a.disabled, a.totp_secret, COALESCE(v.version, 1) AS version,
       ARRAY(SELECT merchant_id FROM staff_shops WHERE staff_id = a.id ORDER BY merchant_id) AS merchant_ids
     FROM staff_accounts a LEFT JOIN staff_account_state v ON v.staff_id = a.id
     WHERE a.id = $1 FOR UPDATE OF a`,
    [staffId]
  )
  if (!row || !manageableBy(c.actor, { id: row.id, role: row.role, merchantIds: row.merchant_ids }))
    throw notFound('找不到該帳號')
  return row
}

/**
 * The edit's version against the account's (read under its lock): another admin's edit since the caller's list
 * was read refuses this one, so neither change is lost unseen.
 */
export function checkVersion(target: TargetRow, version: number): void {
  if (target.version !== version) throw new AppError(ErrorCode.STALE_VERSION, STALE_ACCOUNT_MSG, 409)
}

/**
 * Moves the account's version on (every edit does); `passwordChangeDue` set when the edit gave it a password
 * (true: the server made it, its holder must change it at next login).
 */
export async function bumpVersion(
  t: Db,
  staffId: number,
  opts: { passwordChangeDue?: boolean } = {}
): Promise<number> {
  const row = await t.one<{ version: number }>(
    `INSERT INTO staff_account_state (staff_id, version, password_change_due) VALUES ($1, 2, COALESCE($2, false))
     ON CONFLICT (staff_id) DO UPDATE SET version = staff_account_state.version + 1,
       password_change_due = COALESCE($2, staff_account_state.password_change_due)
     RETURNING version`,
    [staffId, opts.passwordChangeDue ?? null]
  )
  return row!.version
}

export const auditOf =
  (deps: AccountsDeps, t: Db, c: AccountsCaller, target: TargetRow) =>
  (action: string, before: unknown, after: unknown, merchantId?: number | null) =>
    deps.audit.write(t, {
      actor: { type: 'staff', id: c.actor.id, name: c.username },
      action,
      subjectType: 'staff',
      subjectId: target.id,
      merchantId: merchantId ?? target.merchant_ids[0] ?? null,
      ip: c.ip,
      before,
      after
    } satisfies AuditWrite)

/** A random first (or reset) password, shown once to whoever set it: 16 characters of base64url. */
export const randomPassword = (): string => randomBytes(12).toString('base64url')

/**
 * Ends an account's access at once: its console sessions are revoked (`sessions: true`) and its board credentials
 * deleted, and once the transaction commits, every MQTT socket opened with them is closed — not at their expiry.
 */
export async function endAccess(
  deps: AccountsDeps,
  t: Db,
  staffId: number,
  opts: { sessions: boolean }
): Promise<void> {
  if (opts.sessions) {
    await t.query('UPDATE staff_sessions SET revoked_at = $2 WHERE staff_id = $1 AND revoked_at IS NULL', [
      staffId,
      deps.clock.now()
    ])
  }
  const rows = await t.many<{ username: string }>(
    'DELETE FROM mqtt_credentials WHERE staff_id = $1 RETURNING username',
    [staffId]
  )
  const names = rows.map((r) => r.username)
  if (names.length > 0) afterCommit(t, () => void deps.mqtt.disconnectUsernames(names))
}
