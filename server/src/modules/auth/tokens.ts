import { createHash, randomBytes } from 'node:crypto'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'

/** The caller's session, as resolved from its token. */
export interface AuthState {
  userId: number
  tokenId: number
  /** The raw token the caller presented (needed to answer refreshToken without rotating). */
  token: string
  tokenCreatedAt: number
}

export const TOKEN_TTL_MS = 30 * 86_400_000
export const TOKEN_ROTATE_AFTER_MS = 86_400_000

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** 256 random bits, base64url; only the sha256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url')

/** How long a token lookup is reused (embedded database only, where revocation here is exact). */
const TOKEN_CACHE_MS = 60_000
const TOKEN_CACHE_MAX = 10_000

export function createTokenService(deps: { db: Db; clock: Clock }) {
  const { clock } = deps
  // PGlite: only this process writes tokens, so every revocation passes through forget() below.
  const cache = new Map<string, { state: AuthState; expiresAt: number; until: number }>()
  const forget = (tokenId: number) => {
    for (const [k, v] of cache) if (v.state.tokenId === tokenId) cache.delete(k)
  }

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
      const now = clock.now()
      // kept by the token itself (its session already holds it): a hit costs no hash
      const hit = deps.db.singleProcess ? cache.get(token) : undefined
      if (hit && hit.until > now && hit.expiresAt > now) return hit.state
      const hash = hashToken(token)
      const row = await deps.db.one<{ id: number; user_id: number; created_at: number; expires_at: number }>(
        'SELECT id, user_id, created_at, expires_at FROM tokens WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2',
        [hash, now]
      )
      if (!row) return null
      const state: AuthState = { userId: row.user_id, tokenId: row.id, token, tokenCreatedAt: row.created_at }
      if (deps.db.singleProcess) {
        if (cache.size >= TOKEN_CACHE_MAX) cache.clear()
        cache.set(token, { state, expiresAt: row.expires_at, until: now + TOKEN_CACHE_MS })
      }
      return state
    },

    /** Same token while younger than 24 h; otherwise a new one and the old one revoked. */
    async refresh(auth: AuthState): Promise<string> {
      if (clock.now() - auth.tokenCreatedAt < TOKEN_ROTATE_AFTER_MS) return auth.token
      return deps.db.tx(async (t) => {
        const revoked = await t.query(
          'UPDATE tokens SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL',
          [auth.tokenId, clock.now()]
        )
        forget(auth.tokenId)
        // A concurrent refresh already rotated it: the caller must log in again.
        if (revoked.rowCount === 0) return ''
        return issue(t, auth.userId)
      })
    },

    /** Ends every session of a user (account deletion), inside the caller's transaction when given. */
    async revokeUser(userId: number, t: Db = deps.db): Promise<void> {
      for (const [k, v] of cache) if (v.state.userId === userId) cache.delete(k)
      await t.query('UPDATE tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
        userId,
        clock.now()
      ])
    },

    async revoke(tokenId: number): Promise<void> {
      forget(tokenId)
      await deps.db.query('UPDATE tokens SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
        tokenId,
        clock.now()
      ])
    }
  }
}

export type TokenService = ReturnType<typeof createTokenService>
