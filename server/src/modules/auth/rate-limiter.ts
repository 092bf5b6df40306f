import type { Clock } from '../../clock.js'
import type { SharedRedis } from '../../redis.js'

/**
 * A fixed-window counter per key: it guards unauthenticated endpoints against floods from one address.
 * In process memory with one process; with REDIS_URL the windows live in Redis, so the limit holds for
 * the client whichever process answers. Per-phone SMS limits are in the database instead, because they
 * are business rules that must hold across restarts.
 */
export function createRateLimiter(deps: {
  clock: Clock
  limit: number
  windowMs: number
  maxKeys?: number
  /** Shared windows (several processes); `name` keeps limiters apart in it. */
  redis?: SharedRedis | null
  name?: string
}) {
  const windows = new Map<string, { start: number; count: number }>()
  const maxKeys = deps.maxKeys ?? 10_000
  const { redis } = deps
  return {
    /** True when the call may go ahead (and counts it). */
    async take(key: string): Promise<boolean> {
      const now = deps.clock.now()
      if (redis) {
        // The window starts at the key's first call and the key expires with it (SET NX keeps a running window's
        // expiry; INCR keeps it too), as in memory below. A window per clock minute let 2 × limit calls through
        // around a minute's turn, and split a burst in two.
        const k = `${redis.prefix}rl:${deps.name ?? 'default'}:${key}`
        const r = await redis.client.multi().set(k, '0', 'PX', deps.windowMs, 'NX').incr(k).exec()
        const count = Number(r?.[1]?.[1] ?? Infinity)
        return count <= deps.limit
      }
      const w = windows.get(key)
      if (!w || now - w.start >= deps.windowMs) {
        if (windows.size >= maxKeys) windows.clear()
        windows.set(key, { start: now, count: 1 })
        return true
      }
      w.count += 1
      return w.count <= deps.limit
    }
  }
}
