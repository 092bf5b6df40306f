import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'

/** Signed requests are accepted within ±15 minutes; a nonce is remembered for the whole window. */
export const SIGNATURE_WINDOW_MS = 15 * 60_000
const NONCE_TTL_MS = 2 * SIGNATURE_WINDOW_MS
/** how long a claimed nonce may wait in memory before it is written (embedded database only) */
export const NONCE_FLUSH_MS = 100
/** At most this many expired nonces are forgotten in one go (~4 ms); prune yields to requests between chunks. */
export const FORGET_CHUNK = 5_000

/**
 * Nonces live in the database, so replays are caught across restarts and across several processes
 * sharing one PostgreSQL (there every claim is a conditional INSERT into `nonces`). With embedded PGlite
 * only this process can use the database, so the in-memory set is authoritative: claims are answered
 * from memory and written behind (at most NONCE_FLUSH_MS later, and on close) as one `nonce_batches` row
 * per batch, which takes a database write off every signed request and an index entry off every nonce
 * (per-nonce rows were 10 % of a signed request's time). A restart reloads the unexpired nonces first.
 *
 * The in-memory set is kept in expiry order (every claim expires NONCE_TTL_MS after it, and an expired nonce
 * claimed again is moved to the end), so forgetting is a walk from the front that stops at the first live nonce,
 * in chunks: one with every write-behind batch, and prune's in turns with the requests. Walking all of them every
 * five minutes held the event loop for 0.8 s at 3 million nonces (10 minutes of 5,000 signed requests a second).
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
      const batches = await db.many<{ nonces: string[]; expires_at: number }>(
        'SELECT nonces, expires_at FROM nonce_batches WHERE expires_at > $1',
        [now]
      )
      const latest = new Map<string, number>()
      for (const r of rows) latest.set(r.nonce, r.expires_at)
      for (const b of batches)
        for (const n of b.nonces) latest.set(n, Math.max(latest.get(n) ?? 0, b.expires_at))
      // in expiry order, like the claims that follow
      for (const [n, exp] of [...latest].sort((a, b) => a[1] - b[1])) seen.set(n, exp)
    })())

  /** Forgets up to FORGET_CHUNK expired nonces from the front of the (expiry-ordered) set; true if more are due. */
  const forgetExpired = (now: number): boolean => {
    let n = 0
    for (const [nonce, exp] of seen) {
      if (exp > now) return false
      if (n++ === FORGET_CHUNK) return true
      seen.delete(nonce)
    }
    return false
  }

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer)
    timer = null
    forgetExpired(clock.now())
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
      if (expires !== undefined) {
        if (expires > now) return false
        seen.delete(nonce) // added again at the end: the set stays in expiry order
      }
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

    /** How many nonces this process holds in memory (embedded database only): for tests and diagnostics. */
    remembered: () => seen.size,

    async prune(): Promise<number> {
      const now = clock.now()
      while (forgetExpired(now)) await new Promise((resolve) => setImmediate(resolve))
      await flush()
      const r = await db.query('DELETE FROM nonces WHERE expires_at <= $1', [now])
      const b = await db.query('DELETE FROM nonce_batches WHERE expires_at <= $1', [now])
      return r.rowCount + b.rowCount
    }
  }
}

export type NonceStore = ReturnType<typeof createNonceStore>
