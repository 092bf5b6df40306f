import Taro from '@tarojs/taro'
import { decodeOrderNews, userOrdersTopic, type OrderNews } from '@lotus/contract/order-news'
import { PLATFORM } from '@/services/platform'
import { mqttAuthInfo, type MqttAuthInfo } from '@/services/spell'
import {
  brokerUrl,
  CREDENTIALS_KEY,
  MQTT_OPTIONS,
  type MqttConnect,
  type MqttLike
} from './group-cart-client'
import { loadMqtt } from './load-mqtt'

export interface OrderNewsDeps {
  loadConnect(): Promise<MqttConnect>
  platform: 'h5' | 'weapp'
  fetchCredentials(): Promise<MqttAuthInfo>
  storage: { get(key: string): unknown; set(key: string, value: unknown): void; remove(key: string): void }
  now(): number
}

const EXPIRY_MARGIN_MS = 60_000

/**
 * Listens to the customer's own order topic (`user/<id>/orders`) while an order page is open: `onNews` for each
 * message, `onOnline` when the socket is up or down. Answers a stop. Credentials are the spell's (one stored set per
 * user); the client id gets its own suffix so a spell page's socket, still open under the order page, is not
 * replaced by this one. A refused login is retried once with new credentials; after that the page only polls.
 */
export function watchOrderNews(
  deps: OrderNewsDeps,
  userId: number,
  onNews: (news: OrderNews) => void,
  onOnline: (online: boolean) => void
): () => void {
  let stopped = false
  let client: MqttLike | null = null
  const topic = userOrdersTopic(userId)

  const credentials = async (fresh: boolean): Promise<MqttAuthInfo> => {
    const stored = deps.storage.get(CREDENTIALS_KEY) as (MqttAuthInfo & { userId: number }) | null | undefined
    if (
      !fresh &&
      stored &&
      typeof stored === 'object' &&
      stored.userId === userId &&
      stored.expiresAt * 1000 - deps.now() > EXPIRY_MARGIN_MS
    )
      return stored
    deps.storage.remove(CREDENTIALS_KEY)
    const c = await deps.fetchCredentials()
    deps.storage.set(CREDENTIALS_KEY, { ...c, userId })
    return c
  }

  const close = () => {
    const old = client
    client = null
    if (!old) return
    old.removeAllListeners()
    old.on('error', () => undefined)
    old.end(true)
  }

  const open = async (fresh: boolean, retried: boolean): Promise<void> => {
    let connect: MqttConnect
    let c: MqttAuthInfo
    try {
      ;[connect, c] = await Promise.all([deps.loadConnect(), credentials(fresh)])
    } catch {
      return
    }
    if (stopped) return
    close()
    const me = connect(brokerUrl(c.host, deps.platform), {
      ...MQTT_OPTIONS,
      clientId: `${c.clientId}_o`,
      username: c.username,
      password: c.password
    })
    client = me
    me.on('connect', () => {
      me.subscribe(topic, { qos: 0 }, (err) => onOnline(!err))
    })
    me.on('close', () => onOnline(false))
    me.on('error', (err) => {
      if (err.code !== 4 && err.code !== 5) return
      close()
      onOnline(false)
      if (!retried) void open(true, true)
    })
    me.on('message', (t, payload) => {
      if (t !== topic) return
      const news = decodeOrderNews(typeof payload === 'string' ? payload : new TextDecoder().decode(payload))
      if (news) onNews(news)
    })
  }

  void open(false, false)
  return () => {
    stopped = true
    close()
    onOnline(false)
  }
}

/** The app's deps: mqtt.js loaded where the order page is (load-mqtt.h5.ts / .weapp.ts), Taro's storage. */
export const orderNewsDeps: OrderNewsDeps = {
  loadConnect: loadMqtt,
  platform: PLATFORM,
  fetchCredentials: mqttAuthInfo,
  storage: {
    get: (key) => Taro.getStorageSync(key) as unknown,
    set: (key, value) => Taro.setStorageSync(key, value),
    remove: (key) => Taro.removeStorageSync(key)
  },
  now: () => Date.now()
}
