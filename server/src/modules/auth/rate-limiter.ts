import type { Clock } from '../../clock.js'

/**
 * A fixed-window counter per key, in process memory: it guards unauthenticated endpoints against
 * floods from one address. Per-phone SMS limits are in the database instead, because they are
 * business rules that must hold across restarts.
 */
export function createRateLimiter(deps: { clock: Clock; limit: number; windowMs: number; maxKeys?: number }) {
  const windows = new Map<string, { start: number; count: number }>()
  const maxKeys = deps.maxKeys ?? 10_000
  return {
    take(key: string): boolean {
      const now = deps.clock.now()
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
