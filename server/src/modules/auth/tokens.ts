import { createHash, randomBytes } from 'node:crypto'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import type { AuthState } from '../../http/context.js'

export const TOKEN_TTL_MS = 30 * 86_400_000
export const TOKEN_ROTATE_AFTER_MS = 86_400_000

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** 256 random bits, base64url; only the sha256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url')

export function createTokenService(deps: { db: Db; clock: Clock }) {
  const { clock } = deps

  async function issue(db: Db, userId: number): Promise<string> {
    const token = newToken()
    const now = clock.now()
    await db.query(
      'INSERT INTO tokens (user_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [userId, hashToken(token), now, now + TOKEN_TTL_MS]
    )
    return token
  }

  return {
    issue: (userId: number, db: Db = deps.db) => issue(db, userId),

    /** The session for a presented token, or null when unknown, expired or revoked. */
    async resolve(token: string): Promise<AuthState | null> {
      if (!token || token.length > 200) return null
      const row = await deps.db.one<{ id: number; user_id: number; created_at: number }>(
        'SELECT id, user_id, created_at FROM tokens WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2',
        [hashToken(token), clock.now()]
      )
      return row ? { userId: row.user_id, tokenId: row.id, token, tokenCreatedAt: row.created_at } : null
    },

    /** Same token while younger than 24 h; otherwise a new one and the old one revoked. */
    async refresh(auth: AuthState): Promise<string> {
      if (clock.now() - auth.tokenCreatedAt < TOKEN_ROTATE_AFTER_MS) return auth.token
      return deps.db.tx(async (t) => {
        const revoked = await t.query(
          'UPDATE tokens SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL',
          [auth.tokenId, clock.now()]
        )
        // A concurrent refresh already rotated it: the caller must log in again.
        if (revoked.rowCount === 0) return ''
        return issue(t, auth.userId)
      })
    },

    async revoke(tokenId: number): Promise<void> {
      await deps.db.query('UPDATE tokens SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
        tokenId,
        clock.now()
      ])
    }
  }
}

export type TokenService = ReturnType<typeof createTokenService>
