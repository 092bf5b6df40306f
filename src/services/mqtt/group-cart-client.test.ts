import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/services/errors'
import type { MqttAuthInfo } from '@/services/spell'
import { sharedSnapshot, sharedUpdate } from '@/stores/group-cart-fixtures'
import {
  brokerUrl,
  CREDENTIALS_KEY,
  decodeMessage,
  GroupCartClient,
  type GroupCartClientDeps,
  type GroupCartStatus,
  MQTT_OPTIONS
} from './group-cart-client'

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
  message(payload: unknown) {
    this.emit('message', this.subscribed[0], JSON.stringify(payload))
  }
}

const creds = (n: number, expiresAt = 2_000_000_000): MqttAuthInfo => ({
  host: 'wss://lotus.example/mqtt',
  username: `u${n}`,
  password: `p${n}`,
  clientId: `c${n}`,
  expiresAt
})
const flush = () => new Promise((r) => setTimeout(r, 0))

function setup(over: Partial<GroupCartClientDeps> = {}) {
  const store = new Map<string, unknown>()
  const conns: FakeMqtt[] = []
  let fetched = 0
  const deps: GroupCartClientDeps = {
    connect: (url, opts) => {
      const c = new FakeMqtt(url, opts)
      conns.push(c)
      return c
    },
    platform: 'h5',
    userId: () => 2,
    fetchCredentials: vi.fn(async () => creds(++fetched)),
    storage: {
      get: (k) => store.get(k),
      set: (k, v) => void store.set(k, v),
      remove: (k) => void store.delete(k)
    },
    now: () => 1_900_000_000_000,
    onStart: vi.fn(),
    onUpdate: vi.fn(),
    resync: vi.fn(async () => undefined),
    ...over
  }
  const client = new GroupCartClient(deps)
  const statuses: GroupCartStatus[] = []
  client.addListener((s) => statuses.push(s))
  return { client, deps, conns, store, statuses }
}

describe('GroupCartClient', () => {
  it('does nothing when logged out', async () => {
    const { client, conns, deps } = setup({ userId: () => null })
    expect(await client.start('spell/7', 7)).toBe(false)
    expect(conns).toHaveLength(0)
    expect(deps.fetchCredentials).not.toHaveBeenCalled()
    expect(client.status).toBe('idle')
  })

  it('connects with the spec options, subscribes, then fetches the snapshot', async () => {
    const { client, conns, deps, store, statuses } = setup()
    await client.start('spell/7', 7)
    const c = conns[0]
    expect(c?.url).toBe('wss://lotus.example/mqtt')
    expect(c?.opts).toEqual({ ...MQTT_OPTIONS, clientId: 'c1', username: 'u1', password: 'p1' })
    expect(MQTT_OPTIONS).toEqual({ clean: true, reconnectPeriod: 1000, connectTimeout: 30000 })
    expect(store.get(CREDENTIALS_KEY)).toMatchObject({ username: 'u1', userId: 2 })
    expect(deps.onStart).toHaveBeenCalledWith(7, 2)
    c?.emit('connect')
    await flush()
    expect(c?.subscribed).toEqual(['spell/7'])
    expect(deps.resync).toHaveBeenCalledTimes(1)
    expect(statuses).toEqual(['connecting', 'online'])
  })

  it('decodes each message (data is JSON again) and hands it to the store', async () => {
    const { client, conns, deps } = setup()
    await client.start('spell/7', 7)
    const c = conns[0]
    c?.emit('connect')
    await flush()
    const data = sharedUpdate({ tid: 7, seq: 3 })
    c?.message({ type: 'update', seq: 3, data: JSON.stringify(data) })
    c?.message({ type: 'update', seq: 4, data: '{not json' })
    c?.message({ type: 'update', seq: 5, data: JSON.stringify(sharedUpdate({ tid: 8, seq: 5 })) })
    // a whole snapshot is not an update (no menu version, no counts)
    c?.message({ type: 'update', seq: 6, data: JSON.stringify(sharedSnapshot({ tid: 7, seq: 6 })) })
    expect(deps.onUpdate).toHaveBeenCalledTimes(1)
    expect(deps.onUpdate).toHaveBeenCalledWith(3, data)
  })

  it('after a reconnect it subscribes again and fetches the snapshot', async () => {
    const { client, conns, deps, statuses } = setup()
    await client.start('spell/7', 7)
    const c = conns[0]
    c?.emit('connect')
    await flush()
    c?.emit('close')
    c?.emit('reconnect')
    expect(client.status).toBe('reconnecting')
    c?.emit('connect')
    await flush()
    expect(c?.subscribed).toEqual(['spell/7', 'spell/7'])
    expect(deps.resync).toHaveBeenCalledTimes(2)
    expect(statuses).toEqual(['connecting', 'online', 'reconnecting', 'online'])
  })

  it('reuses stored credentials until they expire, then fetches new ones', async () => {
    const { client, deps, store } = setup()
    store.set(CREDENTIALS_KEY, { ...creds(9), userId: 2 })
    await client.start('spell/7', 7)
    expect(deps.fetchCredentials).not.toHaveBeenCalled()
    store.set(CREDENTIALS_KEY, { ...creds(9, 1_900_000_030), userId: 2 }) // 30 s left: too close
    await client.start('spell/7', 7)
    expect(deps.fetchCredentials).toHaveBeenCalledTimes(1)
    store.set(CREDENTIALS_KEY, { ...creds(9), userId: 3 }) // another user's
    await client.start('spell/7', 7)
    expect(deps.fetchCredentials).toHaveBeenCalledTimes(2)
  })

  it('closes the existing connection before opening a new one', async () => {
    const { client, conns, deps } = setup()
    await client.start('spell/7', 7)
    await client.start('spell/8', 8)
    expect(conns[0]?.ended).toBe(true)
    expect(conns[1]?.ended).toBe(false)
    conns[0]?.emit('connect') // late events of the closed connection are ignored
    conns[0]?.message({ type: 'update', seq: 1, data: JSON.stringify(sharedUpdate({ tid: 7 })) })
    expect(deps.resync).not.toHaveBeenCalled()
    expect(deps.onUpdate).not.toHaveBeenCalled()
  })

  it('refused credentials (CONNACK 4/5) are fetched again once, then it goes offline', async () => {
    const { client, conns, deps, store } = setup()
    await client.start('spell/7', 7)
    conns[0]?.emit(
      'error',
      Object.assign(new Error('Connection refused: Bad username or password'), { code: 4 })
    )
    await flush()
    expect(conns[0]?.ended).toBe(true)
    expect(conns).toHaveLength(2)
    expect(store.get(CREDENTIALS_KEY)).toMatchObject({ username: 'u2' })
    conns[1]?.emit('error', Object.assign(new Error('Connection refused: Not authorized'), { code: 5 }))
    await flush()
    expect(conns).toHaveLength(2)
    expect(client.status).toBe('offline')
    expect(deps.fetchCredentials).toHaveBeenCalledTimes(2)
  })

  it('background drops the socket and shows offline; resume reconnects and resynchronises', async () => {
    const { client, conns, deps } = setup()
    await client.start('spell/7', 7)
    conns[0]?.emit('connect')
    await flush()
    client.background()
    expect(conns[0]?.ended).toBe(true)
    expect(client.status).toBe('offline')
    await client.resume()
    conns[1]?.emit('connect')
    await flush()
    expect(conns[1]?.subscribed).toEqual(['spell/7'])
    expect(deps.resync).toHaveBeenCalledTimes(2)
    client.stop()
    expect(client.status).toBe('idle')
    await client.resume() // nothing to resume after stop
    expect(conns).toHaveLength(2)
  })

  it('stops when the snapshot says I am no longer a member', async () => {
    const { client, conns } = setup({
      resync: vi.fn(async () => {
        throw new ApiError('NOT_FOUND', '找不到拼單')
      })
    })
    await client.start('spell/7', 7)
    conns[0]?.emit('connect')
    await flush()
    await flush()
    expect(conns[0]?.ended).toBe(true)
    expect(client.status).toBe('idle')
  })

  it('mini-program URLs use the wx/wxs transport', () => {
    expect(brokerUrl('wss://a.b/mqtt', 'weapp')).toBe('wxs://a.b/mqtt')
    expect(brokerUrl('ws://a.b/mqtt', 'weapp')).toBe('wx://a.b/mqtt')
    expect(brokerUrl('wss://a.b/mqtt', 'h5')).toBe('wss://a.b/mqtt')
    expect(decodeMessage('nope')).toBeNull()
    expect(decodeMessage(JSON.stringify({ type: 'other', seq: 1, data: '{}' }))).toBeNull()
  })
})
