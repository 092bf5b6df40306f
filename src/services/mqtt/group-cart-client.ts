import { ErrorCode } from '@lotus/contract/error-codes'
import { isApiError } from '@/services/errors'
import type { MqttAuthInfo, SharedUpdate } from '@/services/spell'
import type { GroupCartStatus } from '@/stores/group-cart-reducer'

export type { GroupCartStatus }

/** Spec §7: clean session, reconnect every 1000 ms, connect timeout 30000 ms. */
export const MQTT_OPTIONS = { clean: true, reconnectPeriod: 1000, connectTimeout: 30_000 } as const

/** Taro storage key of the broker credentials (reused until shortly before they expire). */
export const CREDENTIALS_KEY = 'lotus.mqtt.auth'
const EXPIRY_MARGIN_MS = 60_000

/** The slice of mqtt.js's MqttClient the group cart uses (tests pass a fake). */
export interface MqttLike {
  on(event: 'connect' | 'reconnect' | 'close' | 'offline', fn: () => void): unknown
  on(event: 'error', fn: (err: Error & { code?: number | string }) => void): unknown
  on(event: 'message', fn: (topic: string, payload: Uint8Array | string) => void): unknown
  subscribe(topic: string, opts: { qos: 0 }, cb: (err?: Error | null) => void): unknown
  end(force?: boolean): unknown
  removeAllListeners(): unknown
}

export type MqttConnect = (
  url: string,
  opts: typeof MQTT_OPTIONS & { clientId: string; username: string; password: string }
) => MqttLike

export interface GroupCartClientDeps {
  connect: MqttConnect
  platform: 'h5' | 'weapp'
  /** The logged-in user, or null: the connection starts only when logged in (spec §4). */
  userId(): number | null
  fetchCredentials(): Promise<MqttAuthInfo>
  storage: { get(key: string): unknown; set(key: string, value: unknown): void; remove(key: string): void }
  now(): number
  /** Store hooks: a new spell, a published update, and the snapshot fetch after every (re)connect. */
  onStart(tid: number, userId: number): void
  onUpdate(seq: number, data: SharedUpdate): void
  resync(): Promise<void>
}

/** h5 talks ws(s); the mini-program's mqtt.js transport is chosen by the wx(s) scheme. */
export function brokerUrl(host: string, platform: 'h5' | 'weapp'): string {
  if (platform !== 'weapp') return host
  return host.replace(/^wss:/, 'wxs:').replace(/^ws:/, 'wx:')
}

export interface UpdateMessage {
  type: 'update'
  seq: number
  data: SharedUpdate
}

/** Decodes a published message: JSON whose `data` is JSON again. Anything malformed is null (ignored). */
export function decodeMessage(payload: Uint8Array | string): UpdateMessage | null {
  try {
    const text = typeof payload === 'string' ? payload : new TextDecoder().decode(payload)
    const msg = JSON.parse(text) as { type?: unknown; seq?: unknown; data?: unknown }
    if (msg.type !== 'update' || typeof msg.seq !== 'number' || typeof msg.data !== 'string') return null
    const data = JSON.parse(msg.data) as SharedUpdate
    if (typeof data?.spellInfo?.tid !== 'number' || !Array.isArray(data.userList)) return null
    if (
      typeof data.storeInfo?.menuKey !== 'string' ||
      typeof data.cartCounts !== 'object' ||
      !data.cartCounts
    )
      return null
    return { type: 'update', seq: msg.seq, data }
  } catch {
    return null
  }
}

type StoredCredentials = MqttAuthInfo & { userId: number }

/**
 * The live group-cart connection: a class outside React with a status and listeners. Pages call
 * `start(topic, tid)` when a spell opens, `background()` / `resume()` from useDidHide / useDidShow, `stop()` on
 * leave. Every (re)connect subscribes again and fetches the snapshot, so no change is missed; updates older
 * than what the store shows are dropped there (by seq).
 */
export class GroupCartClient {
  status: GroupCartStatus = 'idle'
  private mqtt: MqttLike | null = null
  private topic: string | null = null
  private tid: number | null = null
  /** Bumped whenever a connection is dropped, so its late events are ignored. */
  private generation = 0
  private authRetried = false
  private readonly listeners = new Set<(status: GroupCartStatus) => void>()

  constructor(private readonly deps: GroupCartClientDeps) {}

  addListener(fn: (status: GroupCartStatus) => void): () => void {
    this.listeners.add(fn)
    return () => this.listeners.delete(fn)
  }

  /** Connects (closing any existing connection) and subscribes to `topic`. False when logged out. */
  async start(topic: string, tid: number): Promise<boolean> {
    const userId = this.deps.userId()
    if (userId === null) {
      this.stop()
      return false
    }
    this.topic = topic
    this.tid = tid
    this.authRetried = false
    this.deps.onStart(tid, userId)
    await this.open(false)
    return true
  }

  /** Back in the foreground: reconnect (and so resynchronise) unless already connected. */
  async resume(): Promise<void> {
    if (this.topic === null || this.tid === null) return
    if (this.mqtt && (this.status === 'online' || this.status === 'connecting')) return
    await this.start(this.topic, this.tid)
  }

  /** To the background: drop the socket (the mini-program would lose it anyway), keep the topic. */
  background(): void {
    this.close()
    if (this.topic !== null) this.setStatus('offline')
  }

  stop(): void {
    this.close()
    this.topic = null
    this.tid = null
    this.setStatus('idle')
  }

  private setStatus(status: GroupCartStatus) {
    if (status === this.status) return
    this.status = status
    for (const fn of this.listeners) fn(status)
  }

  private close() {
    this.generation++
    const old = this.mqtt
    this.mqtt = null
    if (old) {
      old.removeAllListeners()
      old.on('error', () => undefined) // a late socket error must not become an unhandled 'error'
      old.end(true)
    }
  }

  private async credentials(fresh: boolean): Promise<MqttAuthInfo> {
    const userId = this.deps.userId()
    const stored = this.deps.storage.get(CREDENTIALS_KEY) as StoredCredentials | null | undefined
    if (
      !fresh &&
      stored &&
      typeof stored === 'object' &&
      stored.userId === userId &&
      stored.expiresAt * 1000 - this.deps.now() > EXPIRY_MARGIN_MS
    ) {
      return stored
    }
    this.deps.storage.remove(CREDENTIALS_KEY)
    const c = await this.deps.fetchCredentials()
    this.deps.storage.set(CREDENTIALS_KEY, { ...c, userId })
    return c
  }

  private async open(freshCredentials: boolean): Promise<void> {
    this.close()
    const gen = this.generation
    const topic = this.topic
    if (topic === null) return
    this.setStatus('connecting')
    let c: MqttAuthInfo
    try {
      c = await this.credentials(freshCredentials)
    } catch {
      if (gen === this.generation) this.setStatus('offline')
      return
    }
    if (gen !== this.generation) return
    const client = this.deps.connect(brokerUrl(c.host, this.deps.platform), {
      ...MQTT_OPTIONS,
      clientId: c.clientId,
      username: c.username,
      password: c.password
    })
    this.mqtt = client
    const live = () => gen === this.generation
    client.on('connect', () => {
      if (!live()) return
      this.authRetried = false
      this.setStatus('online')
      client.subscribe(topic, { qos: 0 }, () => {
        // Subscribed (or refused: no longer a member) — either way the snapshot says where we stand.
        if (live()) void this.resync(gen)
      })
    })
    client.on('reconnect', () => live() && this.setStatus('reconnecting'))
    client.on('close', () => live() && this.status !== 'offline' && this.setStatus('reconnecting'))
    client.on('offline', () => live() && this.setStatus('offline'))
    client.on('error', (err) => {
      if (!live()) return
      // CONNACK 4/5: the stored credentials expired or were revoked — fetch new ones once.
      if (err.code === 4 || err.code === 5) {
        this.deps.storage.remove(CREDENTIALS_KEY)
        if (!this.authRetried) {
          this.authRetried = true
          void this.open(true)
        } else {
          this.close()
          this.setStatus('offline')
        }
      }
    })
    client.on('message', (t, payload) => {
      if (!live() || t !== topic) return
      const msg = decodeMessage(payload)
      if (msg && msg.data.spellInfo.tid === this.tid) this.deps.onUpdate(msg.seq, msg.data)
    })
  }

  private async resync(gen: number): Promise<void> {
    try {
      await this.deps.resync()
    } catch (err) {
      // Removed, dissolved or never a member: the store shows why; nothing more to listen to.
      if (gen === this.generation && isApiError(err) && err.code === ErrorCode.NOT_FOUND) this.stop()
    }
  }
}
