import type { Clock } from '../../clock.js'
import type { SharedRedis } from '../../redis.js'

/**
 * A fixed-window counter per key: it guards unauthenticated endpoints against floods from one address.
 * In process memory with one process; with REDIS_URL the windows live in Redis, so the limit holds for
 * the client whichever process answers. Per-phone SMS limits are in the database instead, because they
 * are business rules that must hold across restarts.
 */
/** INCR, and PEXPIRE when the INCR created the key: atomic on the Redis side. */
const COUNT_IN_WINDOW = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`

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
        // The window starts at the key's first call and the key expires with it, as in memory below (a window per
        // clock minute let 2 × limit calls through around a minute's turn, and split a burst in two). One script:
        // the call that creates the key gives it its expiry, so no key is ever left without one.
        const k = `${redis.prefix}rl:${deps.name ?? 'default'}:${key}`
        const count = Number(await redis.client.eval(COUNT_IN_WINDOW, 1, k, String(deps.windowMs)))
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
