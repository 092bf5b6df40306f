import { createHash, randomBytes } from 'node:crypto'
import {
  STAFF_IDLE_MS,
  STAFF_PENDING_MS,
  STAFF_SESSION_MS,
  TOTP_REQUIRED,
  type OpsRole,
  type StaffRole,
  type StaffStage
} from '@lotus/contract/staff'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'

export interface StaffAccount {
  id: number
  username: string
  name: string
  role: StaffRole
  /** an operator's roles (issue 38) */
  opsRoles: OpsRole[]
  merchantIds: number[]
  totpEnrolled: boolean
  /** holds a password the server made (new account or reset): a done session is at stage `password` until changed */
  passwordChangeDue: boolean
}

export interface StaffSession {
  tokenHash: string
  stage: StaffStage
  csrfToken: string
  expiresAt: number
  account: StaffAccount
}

/** A last_seen older than this is written again on use (not every call writes a row). */
const TOUCH_MS = 60_000

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

/** The stage a session starts at once the password is right. */
export function stageAfterPassword(role: StaffRole, totpEnrolled: boolean): StaffStage {
  if (totpEnrolled) return 'totp'
  return TOTP_REQUIRED.has(role) ? 'enrol' : 'done'
}

interface SessionRow {
  token_hash: string
  stage: StaffStage
  csrf_token: string
  created_at: number
  last_seen: number
  expires_at: number
  revoked_at: number | null
  id: number
  username: string
  name: string
  role: StaffRole
  ops_roles: OpsRole[]
  totp_secret: string | null
  disabled: boolean
  merchant_ids: number[] | null
  password_change_due: boolean | null
}

export function createStaffSessions(deps: { db: Db; clock: Clock }) {
  return {
    /** A new session for `staffId`; the token goes into the cookie, only its hash into the table. */
    async create(t: Db, staffId: number, stage: StaffStage) {
      const token = randomBytes(32).toString('base64url')
      const csrfToken = randomBytes(24).toString('base64url')
      const now = deps.clock.now()
      const expiresAt = now + STAFF_SESSION_MS
      await t.query(
        `INSERT INTO staff_sessions (token_hash, staff_id, stage, csrf_token, created_at, last_seen, expires_at)
         VALUES ($1, $2, $3, $4, $5, $5, $6)`,
        [hashToken(token), staffId, stage, csrfToken, now, expiresAt]
      )
      return { token, csrfToken, expiresAt }
    },

    /** The live session of a cookie's token, or null (unknown, revoked, expired, idle too long, account disabled). */
    async resolve(token: string | undefined): Promise<StaffSession | null> {
      if (!token || token.length > 100) return null
      const row = await deps.db.one<SessionRow>(
        `SELECT s.*, a.id, a.username, a.name, a.role, a.ops_roles, a.totp_secret, a.disabled,
           (SELECT array_agg(ss.merchant_id ORDER BY ss.merchant_id) FROM staff_shops ss
              JOIN merchants m ON m.id = ss.merchant_id AND m.standing <> 'closed'
            WHERE ss.staff_id = a.id) AS merchant_ids,
           v.password_change_due
         FROM staff_sessions s JOIN staff_accounts a ON a.id = s.staff_id
           LEFT JOIN staff_account_state v ON v.staff_id = a.id
         WHERE s.token_hash = $1`,
        [hashToken(token)]
      )
      const now = deps.clock.now()
      if (!row || row.revoked_at !== null || row.disabled) return null
      if (now >= Number(row.expires_at) || now - Number(row.last_seen) >= STAFF_IDLE_MS) return null
      // half a login does not wait around: the code or the enrolment follows within minutes
      if (row.stage !== 'done' && now - Number(row.created_at) >= STAFF_PENDING_MS) return null
      if (now - Number(row.last_seen) >= TOUCH_MS) {
        await deps.db.query('UPDATE staff_sessions SET last_seen = $2 WHERE token_hash = $1', [
          row.token_hash,
          now
        ])
      }
      const passwordChangeDue = row.password_change_due === true
      return {
        tokenHash: row.token_hash,
        // past its second factor (or needing none), a made password still stands between it and everything else
        stage: row.stage === 'done' && passwordChangeDue ? 'password' : row.stage,
        csrfToken: row.csrf_token,
        expiresAt: Number(row.expires_at),
        account: {
          id: row.id,
          username: row.username,
          name: row.name,
          role: row.role,
          opsRoles: row.ops_roles ?? [],
          merchantIds: row.merchant_ids ?? [],
          totpEnrolled: row.totp_secret !== null,
          passwordChangeDue
        }
      }
    },

    async setStage(t: Db, tokenHash: string, stage: StaffStage): Promise<void> {
      await t.query('UPDATE staff_sessions SET stage = $2 WHERE token_hash = $1', [tokenHash, stage])
    },

    async revoke(t: Db, tokenHash: string): Promise<void> {
      await t.query(
        'UPDATE staff_sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
        [tokenHash, deps.clock.now()]
      )
    }
  }
}

export type StaffSessions = ReturnType<typeof createStaffSessions>
