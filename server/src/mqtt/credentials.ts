import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { verify } from '@node-rs/argon2'
import type { Clock } from '../clock.js'
import type { Db } from '../db/db.js'

export interface MqttIdentity {
  /** The customer; 0 for a member of staff (no user has id 0). */
  userId: number
  username: string
  /** A console credential's staff account (the shop boards' topics). */
  staffId?: number
}

/**
 * Checks a broker login against `mqtt_credentials` (issued by `/v2/wm/pinCart/mqttAuthInfo`).
 * Anything else — anonymous, unknown, expired, revoked (logout), wrong password — is refused.
 */
export type MqttAuthenticator = (
  username: string | undefined,
  password: Buffer | undefined
) => Promise<MqttIdentity | null>

/** Credentials live 2 hours; the client fetches new ones when a connect is refused or they expire. */
export const MQTT_CREDENTIAL_TTL_MS = 2 * 3600_000

// The password is 192 random bits: a fast hash is enough (like app tokens) and keeps connects cheap.
// Rows hashed with argon2 by issue 2's tooling still verify.
const sha256 = (s: string | Buffer) => createHash('sha256').update(s).digest('hex')

async function passwordMatches(stored: string, password: Buffer): Promise<boolean> {
  if (stored.startsWith('$argon2')) return verify(stored, password).catch(() => false)
  const a = Buffer.from(stored, 'utf8')
  const b = Buffer.from(`sha256:${sha256(password)}`, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

export function createCredentialAuthenticator(deps: { db: Db; clock: Clock }): MqttAuthenticator {
  return async (username, password) => {
    if (!username || !password || username.length > 128 || password.length > 256) return null
    const row = await deps.db.one<{
      password_hash: string
      user_id: number | null
      staff_id: number | null
      expires_at: number
    }>('SELECT password_hash, user_id, staff_id, expires_at FROM mqtt_credentials WHERE username = $1', [
      username
    ])
    if (!row || row.expires_at <= deps.clock.now()) return null
    if (!(await passwordMatches(row.password_hash, password))) return null
    return row.staff_id !== null
      ? { userId: 0, username, staffId: row.staff_id }
      : { userId: row.user_id ?? 0, username }
  }
}

export interface IssuedCredentials {
  username: string
  password: string
  clientId: string
  /** Milliseconds. */
  expiresAt: number
}

/** New random credentials for one user under one app token (logout of that token deletes them). */
export async function issueMqttCredentials(
  db: Db,
  clock: Clock,
  who: { userId: number; tokenId: number | null }
): Promise<IssuedCredentials> {
  const now = clock.now()
  const username = `u${who.userId}_${randomBytes(9).toString('base64url')}`
  const password = randomBytes(24).toString('base64url')
  const clientId = `lotus_${who.userId}_${randomBytes(6).toString('hex')}`
  const expiresAt = now + MQTT_CREDENTIAL_TTL_MS
  // Expired rows of this user go at the same time, so the table stays small.
  await db.query('DELETE FROM mqtt_credentials WHERE user_id = $1 AND expires_at <= $2', [who.userId, now])
  await db.query(
    `INSERT INTO mqtt_credentials (username, password_hash, user_id, expires_at, token_id, client_id)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [username, `sha256:${sha256(password)}`, who.userId, expiresAt, who.tokenId, clientId]
  )
  return { username, password, clientId, expiresAt }
}

/** Deletes the credentials issued under an app token; answers their usernames (to disconnect them). */
export async function revokeMqttCredentialsOfToken(db: Db, tokenId: number): Promise<string[]> {
  const rows = await db.many<{ username: string }>(
    'DELETE FROM mqtt_credentials WHERE token_id = $1 RETURNING username',
    [tokenId]
  )
  return rows.map((r) => r.username)
}

/**
 * New random credentials for a member of staff's console (the shop boards' topics), bound to the staff session
 * that asked: they stop working when it ends (the ACL checks it on every subscribe).
 */
export async function issueStaffMqttCredentials(
  db: Db,
  clock: Clock,
  who: { staffId: number; sessionHash: string }
): Promise<IssuedCredentials> {
  const now = clock.now()
  const username = `s${who.staffId}_${randomBytes(9).toString('base64url')}`
  const password = randomBytes(24).toString('base64url')
  const clientId = `lotus_staff_${who.staffId}_${randomBytes(6).toString('hex')}`
  const expiresAt = now + MQTT_CREDENTIAL_TTL_MS
  await db.query('DELETE FROM mqtt_credentials WHERE staff_id = $1 AND expires_at <= $2', [who.staffId, now])
  await db.query(
    `INSERT INTO mqtt_credentials (username, password_hash, staff_id, staff_session, expires_at, client_id)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [username, `sha256:${sha256(password)}`, who.staffId, who.sessionHash, expiresAt, clientId]
  )
  return { username, password, clientId, expiresAt }
}

/** Deletes the credentials a console session was given; answers their usernames (to disconnect them). */
export async function revokeStaffMqttCredentials(db: Db, sessionHash: string): Promise<string[]> {
  const rows = await db.many<{ username: string }>(
    'DELETE FROM mqtt_credentials WHERE staff_session = $1 RETURNING username',
    [sessionHash]
  )
  return rows.map((r) => r.username)
}
