import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'

/** Signed requests are accepted within ±15 minutes; a nonce is remembered for the whole window. */
export const SIGNATURE_WINDOW_MS = 15 * 60_000
const NONCE_TTL_MS = 2 * SIGNATURE_WINDOW_MS
/** how long a claimed nonce may wait in memory before it is written (embedded database only) */
export const NONCE_FLUSH_MS = 100

/**
 * Nonces live in the database, so replays are caught across restarts and across several processes
 * sharing one PostgreSQL (there every claim is a conditional INSERT into `nonces`). With embedded PGlite
 * only this process can use the database, so the in-memory set is authoritative: claims are answered
 * from memory and written behind (at most NONCE_FLUSH_MS later, and on close) as one `nonce_batches` row
 * per batch, which takes a database write off every signed request and an index entry off every nonce
 * (per-nonce rows were 10 % of a signed request's time). A restart reloads the unexpired nonces first.
 */
export function createNonceStore(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  const seen = new Map<string, number>()
  let pending: [string, number][] = []
  let timer: ReturnType<typeof setTimeout> | null = null
  let loaded: Promise<void> | null = null

  const load = () =>
    (loaded ??= (async () => {
      const now = clock.now()
      // `nonces` rows are from before batches (or from PostgreSQL mode); a batch expires with its last nonce
      const rows = await db.many<{ nonce: string; expires_at: number }>(
        'SELECT nonce, expires_at FROM nonces WHERE expires_at > $1',
        [now]
      )
      for (const r of rows) seen.set(r.nonce, r.expires_at)
      const batches = await db.many<{ nonces: string[]; expires_at: number }>(
        'SELECT nonces, expires_at FROM nonce_batches WHERE expires_at > $1',
        [now]
      )
      for (const b of batches) for (const n of b.nonces) seen.set(n, Math.max(seen.get(n) ?? 0, b.expires_at))
    })())

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer)
    timer = null
    if (pending.length === 0) return
    const batch = pending
    pending = []
    await db.query('INSERT INTO nonce_batches (expires_at, nonces) VALUES ($1, $2::text[])', [
      batch.reduce((max, b) => Math.max(max, b[1]), 0),
      batch.map((b) => b[0])
    ])
  }

  return {
    /** Records the nonce; false when it was already seen and has not expired (a replay). */
    async claim(nonce: string): Promise<boolean> {
      const now = clock.now()
      if (!db.singleProcess) {
        const row = await db.one(
          `INSERT INTO nonces (nonce, expires_at) VALUES ($1, $2)
           ON CONFLICT (nonce) DO UPDATE SET expires_at = EXCLUDED.expires_at WHERE nonces.expires_at <= $3
           RETURNING nonce`,
          [nonce, now + NONCE_TTL_MS, now]
        )
        return row !== undefined
      }
      await load()
      const expires = seen.get(nonce)
      if (expires !== undefined && expires > now) return false
      seen.set(nonce, now + NONCE_TTL_MS)
      pending.push([nonce, now + NONCE_TTL_MS])
      if (pending.length >= 500) await flush()
      else if (!timer) {
        timer = setTimeout(() => void flush().catch(() => undefined), NONCE_FLUSH_MS)
        timer.unref?.()
      }
      return true
    },

    flush,

    async prune(): Promise<number> {
      const now = clock.now()
      for (const [n, exp] of seen) if (exp <= now) seen.delete(n)
      await flush()
      const r = await db.query('DELETE FROM nonces WHERE expires_at <= $1', [now])
      const b = await db.query('DELETE FROM nonce_batches WHERE expires_at <= $1', [now])
      return r.rowCount + b.rowCount
    }
  }
}

export type NonceStore = ReturnType<typeof createNonceStore>
