import { verify } from '@node-rs/argon2'
import type { Clock } from '../clock.js'
import type { Db } from '../db/db.js'

export interface MqttIdentity {
  userId: number
  username: string
}

/**
 * Checks a broker login against `mqtt_credentials` (issued by the group-cart credentials call).
 * Anything else — anonymous, unknown, expired, wrong password — is refused.
 */
export type MqttAuthenticator = (
  username: string | undefined,
  password: Buffer | undefined
) => Promise<MqttIdentity | null>

export function createCredentialAuthenticator(deps: { db: Db; clock: Clock }): MqttAuthenticator {
  return async (username, password) => {
    if (!username || !password || username.length > 128 || password.length > 256) return null
    const row = await deps.db.one<{ password_hash: string; user_id: number; expires_at: number }>(
      'SELECT password_hash, user_id, expires_at FROM mqtt_credentials WHERE username = $1',
      [username]
    )
    if (!row || row.expires_at <= deps.clock.now()) return null
    const ok = await verify(row.password_hash, password).catch(() => false)
    return ok ? { userId: row.user_id, username } : null
  }
}
