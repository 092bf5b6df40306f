import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { createRateLimiter } from '../src/modules/auth/rate-limiter.js'
import { connectRedis } from '../src/redis.js'
import { REDIS_URL, unreachable } from './helpers/cluster.js'

const reason = await unreachable()
const redis = reason ? null : connectRedis(REDIS_URL, `lotus-test-${randomUUID()}:`)
afterAll(async () => {
  if (!redis) return
  const keys = await redis.client.keys(`${redis.prefix}*`)
  if (keys.length) await redis.client.del(...keys)
  await redis.close()
})

describe.skipIf(reason !== null)('rate limiter shared through Redis', () => {
  it('counts one window per key from its first call, for every process sharing it', async () => {
    const clock = { now: () => Date.now() }
    // two processes' limiters on the same Redis
    const [p1, p2] = [1, 2].map(() =>
      createRateLimiter({ clock, limit: 20, windowMs: 60_000, redis, name: 'sms' })
    )
    const results: boolean[] = []
    for (let i = 0; i < 24; i++) results.push(await (i % 2 ? p1 : p2)!.take('10.0.0.1'))
    expect(results.slice(0, 20).every(Boolean)).toBe(true)
    expect(results.slice(20)).toEqual([false, false, false, false])

    // one key per address and limiter, expiring a window after its first call, never pushed back by later calls
    const keys = await redis!.client.keys(`${redis!.prefix}rl:*`)
    expect(keys).toEqual([`${redis!.prefix}rl:sms:10.0.0.1`])
    const ttl = await redis!.client.pttl(keys[0]!)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(60_000)
    await p1!.take('10.0.0.1')
    expect(await redis!.client.pttl(keys[0]!)).toBeLessThanOrEqual(ttl)

    expect(await p2!.take('10.0.0.2')).toBe(true)
    const other = createRateLimiter({ clock, limit: 20, windowMs: 60_000, redis, name: 'gateway' })
    expect(await other.take('10.0.0.1')).toBe(true)
  })
})
