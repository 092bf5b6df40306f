import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limiter.js'

const clockAt = (ms: number) => {
  const c = { ms, now: () => c.ms }
  return c
}

const takeAll = async (limiter: ReturnType<typeof createRateLimiter>, key: string, n: number) => {
  const out: boolean[] = []
  for (let i = 0; i < n; i++) out.push(await limiter.take(key))
  return out
}

describe('rate limiter (one process)', () => {
  it('lets `limit` calls through per window, counted from the first call, not from the clock minute', async () => {
    // the first call a second before a clock minute turns: the window still runs its whole minute
    const clock = clockAt(Date.UTC(2026, 10, 28, 12, 0, 59))
    const limiter = createRateLimiter({ clock, limit: 20, windowMs: 60_000 })
    const first = await takeAll(limiter, '10.0.0.1', 20)
    expect(first.every(Boolean)).toBe(true)
    clock.ms += 2_000 // past 12:01:00
    expect(await takeAll(limiter, '10.0.0.1', 4)).toEqual([false, false, false, false])
    expect(await limiter.take('10.0.0.2')).toBe(true) // another address has its own window
    clock.ms += 58_000 // a minute after the first call
    expect(await limiter.take('10.0.0.1')).toBe(true)
  })
})
