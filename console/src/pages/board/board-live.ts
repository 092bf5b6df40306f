import { boardTopic, type StaffMqttCredentials } from '@lotus/contract/board'
import type { MqttClient } from 'mqtt'
import { staffApi } from '../../api'

/** How the board hears of changes: the shop's MQTT topic, or polling while the socket is down. */
export type LiveStatus = 'connecting' | 'live' | 'polling'

/** The board polls this often while it has no socket. */
export const POLL_MS = 10_000

/**
 * The shop's board topic, outside React (like the app's group-cart client): credentials from the console session,
 * mqtt.js loaded only here (its own chunk), `onNews` on every message, `onStatus` when the socket comes or goes. A
 * failed connect or a closed socket falls back to polling (`onNews` every POLL_MS) and tries the socket again.
 */
export class BoardLive {
  private client: MqttClient | null = null
  private poll: ReturnType<typeof setInterval> | null = null
  private retry: ReturnType<typeof setTimeout> | null = null
  private stopped = false

  constructor(
    private readonly merchantId: number,
    private readonly onNews: () => void,
    private readonly onStatus: (s: LiveStatus) => void
  ) {}

  start(): void {
    this.onStatus('connecting')
    void this.connect()
  }

  stop(): void {
    this.stopped = true
    this.client?.end(true)
    this.client = null
    if (this.poll) clearInterval(this.poll)
    if (this.retry) clearTimeout(this.retry)
  }

  private polling(): void {
    if (this.stopped) return
    this.onStatus('polling')
    this.poll ??= setInterval(this.onNews, POLL_MS)
    this.retry ??= setTimeout(() => {
      this.retry = null
      void this.connect()
    }, 30_000)
  }

  private async connect(): Promise<void> {
    try {
      const creds = await staffApi<StaffMqttCredentials>('POST', '/mqtt/credentials', {
        body: { merchantId: this.merchantId }
      })
      // the browser build of mqtt.js has a default export only
      const mqtt = (await import('mqtt')).default
      if (this.stopped) return
      const client = mqtt.connect(creds.url, {
        username: creds.username,
        password: creds.password,
        clientId: creds.clientId,
        clean: true,
        reconnectPeriod: 0,
        connectTimeout: 8000
      })
      this.client = client
      client.on('connect', () => {
        client.subscribe(boardTopic(this.merchantId), (err, granted) => {
          if (err || granted?.some((g) => g.qos === 128)) {
            client.end(true)
            return
          }
          if (this.poll) clearInterval(this.poll)
          this.poll = null
          this.onStatus('live')
          // whatever moved while the socket was down
          this.onNews()
        })
      })
      client.on('message', () => this.onNews())
      client.on('close', () => {
        if (this.client === client) this.client = null
        this.polling()
      })
      client.on('error', () => client.end(true))
    } catch (err) {
      console.warn('board socket failed, polling', err)
      this.polling()
    }
  }
}
