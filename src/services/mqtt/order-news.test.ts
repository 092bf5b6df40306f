import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import type { MqttAuthInfo } from '@/services/spell'
import { CREDENTIALS_KEY, type MqttConnect } from './group-cart-client'
import { watchOrderNews, type OrderNewsDeps } from './order-news'

class FakeMqtt extends EventEmitter {
  subscribed: string[] = []
  ended = false
  constructor(
    readonly url: string,
    readonly opts: Record<string, unknown>
  ) {
    super()
  }
  subscribe(topic: string, _o: unknown, cb: (err?: Error | null) => void) {
    this.subscribed.push(topic)
    queueMicrotask(() => cb(null))
  }
  end() {
    this.ended = true
  }
}

const creds = (n: number): MqttAuthInfo => ({
  host: 'wss://lotus.example/mqtt',
  username: `u${n}`,
  password: `p${n}`,
  clientId: `c${n}`,
  expiresAt: 2_000_000_000
})
const flush = () => new Promise((r) => setTimeout(r, 0))

function setup() {
  const conns: FakeMqtt[] = []
  const store = new Map<string, unknown>()
  let fetched = 0
  const connect: MqttConnect = (url, opts) => {
    const c = new FakeMqtt(url, opts)
    conns.push(c)
    return c
  }
  const deps: OrderNewsDeps = {
    loadConnect: vi.fn(async () => connect),
    platform: 'h5',
    fetchCredentials: vi.fn(async () => creds(++fetched)),
    storage: {
      get: (k) => store.get(k),
      set: (k, v) => void store.set(k, v),
      remove: (k) => void store.delete(k)
    },
    now: () => 1_900_000_000_000
  }
  const news = vi.fn()
  const online: boolean[] = []
  const stop = watchOrderNews(deps, 2, news, (up) => online.push(up))
  return { conns, store, deps, news, online, stop }
}

describe('watchOrderNews', () => {
  it('subscribes to the customer’s own topic under its own client id, and hands over each order’s news', async () => {
    const { conns, news, online, store } = setup()
    await flush()
    const c = conns[0]!
    expect(c.opts).toMatchObject({ clientId: 'c1_o', username: 'u1', password: 'p1' })
    expect(store.get(CREDENTIALS_KEY)).toMatchObject({ username: 'u1', userId: 2 })
    c.emit('connect')
    await flush()
    expect(c.subscribed).toEqual(['user/2/orders'])
    expect(online).toEqual([true])
    c.emit('message', 'user/2/orders', JSON.stringify({ id: 9, status: 'accepted' }))
    c.emit('message', 'user/2/orders', '{broken')
    c.emit('message', 'user/2/orders', JSON.stringify({ id: '9' }))
    c.emit('message', 'spell/7', JSON.stringify({ id: 8, status: 'paid' }))
    expect(news.mock.calls).toEqual([[{ id: 9, status: 'accepted' }]])
  })

  it('a refused login fetches new credentials once, then gives up (the page keeps polling)', async () => {
    const { conns, deps, online } = setup()
    await flush()
    conns[0]!.emit('error', Object.assign(new Error('Not authorized'), { code: 5 }))
    await flush()
    expect(conns[0]!.ended).toBe(true)
    expect(conns).toHaveLength(2)
    expect(conns[1]!.opts).toMatchObject({ username: 'u2' })
    conns[1]!.emit('error', Object.assign(new Error('Not authorized'), { code: 5 }))
    await flush()
    expect(conns).toHaveLength(2)
    expect(deps.fetchCredentials).toHaveBeenCalledTimes(2)
    expect(online.at(-1)).toBe(false)
  })

  it('stop closes the socket and says offline; a stop before the library arrives opens nothing', async () => {
    const a = setup()
    await flush()
    a.stop()
    expect(a.conns[0]!.ended).toBe(true)
    expect(a.online.at(-1)).toBe(false)
    const b = setup()
    b.stop()
    await flush()
    expect(b.conns).toHaveLength(0)
  })
})
