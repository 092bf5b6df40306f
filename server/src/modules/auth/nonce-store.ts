import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'

/** Signed requests are accepted within ±15 minutes; a nonce is remembered for the whole window. */
export const SIGNATURE_WINDOW_MS = 15 * 60_000
const NONCE_TTL_MS = 2 * SIGNATURE_WINDOW_MS

/**
 * Nonces live in the database (not process memory), so replays are caught across restarts and
 * across several processes sharing one PostgreSQL.
 */
export function createNonceStore(deps: { db: Db; clock: Clock }) {
  return {
    /** Records the nonce; false when it was already seen and has not expired (a replay). */
    async claim(nonce: string): Promise<boolean> {
      const now = deps.clock.now()
      const row = await deps.db.one(
        `INSERT INTO nonces (nonce, expires_at) VALUES ($1, $2)
         ON CONFLICT (nonce) DO UPDATE SET expires_at = EXCLUDED.expires_at WHERE nonces.expires_at <= $3
         RETURNING nonce`,
        [nonce, now + NONCE_TTL_MS, now]
      )
      return row !== undefined
    },

    async prune(): Promise<number> {
      const r = await deps.db.query('DELETE FROM nonces WHERE expires_at <= $1', [deps.clock.now()])
      return r.rowCount
    }
  }
}

export type NonceStore = ReturnType<typeof createNonceStore>
