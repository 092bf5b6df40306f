import { randomBytes } from 'node:crypto'
import { manageableBy, type StaffActor, type StaffRole } from '@lotus/contract/staff'
import type { Clock } from '../../../clock.js'
import { afterCommit } from '../../../db/after-commit.js'
import type { Db } from '../../../db/db.js'
import { notFound } from '../../../errors.js'
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
}

/**
 * The account acted on, locked for this transaction, if the caller may manage it (contract's manageableBy): any
 * other (another shop's staff, an owner for an owner, one's own) answers exactly as a missing one.
 */
export async function lockTarget(t: Db, c: AccountsCaller, staffId: number): Promise<TargetRow> {
  const row = await t.one<TargetRow>(
    `SELECT a.id, a.username, a.name, a.role, a.disabled, a.totp_secret,
       ARRAY(SELECT merchant_id FROM staff_shops WHERE staff_id = a.id ORDER BY merchant_id) AS merchant_ids
     FROM staff_accounts a WHERE a.id = $1 FOR UPDATE`,
    [staffId]
  )
  if (!row || !manageableBy(c.actor, { id: row.id, role: row.role, merchantIds: row.merchant_ids }))
    throw notFound('找不到該帳號')
  return row
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
