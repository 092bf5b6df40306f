import { Redis } from 'ioredis'

/**
 * The optional shared Redis (REDIS_URL): with several server processes it carries what must be the same
 * whichever process answers and is not worth a database row — per-address rate limits and the MQTT
 * broker's publications (mqtt/broker.ts). Every key and channel starts with `prefix` (REDIS_PREFIX), so
 * several deployments or test runs can share one Redis.
 */
export interface SharedRedis {
  client: Redis
  prefix: string
  /** A second connection with the same options (pub/sub needs its own). */
  duplicate(): Redis
  ping(): Promise<boolean>
  close(): Promise<void>
}

export function connectRedis(url: string, prefix: string): SharedRedis {
  const client = new Redis(url, {
    // A request waits at most this long for a reconnect instead of queueing forever.
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false
  })
  // Errors surface on the commands that fail; an unhandled 'error' event would end the process.
  client.on('error', () => undefined)
  const dups: Redis[] = []
  return {
    client,
    prefix,
    duplicate() {
      const d = client.duplicate()
      d.on('error', () => undefined)
      dups.push(d)
      return d
    },
    async ping() {
      try {
        return (await withTimeout(client.ping(), 1000)) === 'PONG'
      } catch {
        return false
      }
    },
    async close() {
      await Promise.all([client, ...dups].map((c) => c.quit().catch(() => c.disconnect())))
    }
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('timeout')), ms)
    p.then(
      (v) => {
        clearTimeout(t)
        resolve(v)
      },
      (err: unknown) => {
        clearTimeout(t)
        reject(err instanceof Error ? err : new Error(String(err)))
      }
    )
  })
}
