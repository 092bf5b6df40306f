import type { FastifyBaseLogger } from 'fastify'
import mqtt from 'mqtt'
import type { MqttTransport } from './hub.js'
import type { MqttConfig } from './mqtt-config.js'

/**
 * Publishing through an external broker (MQTT_URL). That broker authenticates clients and checks subscribes
 * by calling our hooks (/api/mqtt/auth, /api/mqtt/acl), so revoked credentials and removed members are refused
 * on their next connect/subscribe; disconnecting live sessions is the broker's job (e.g. EMQX's kick API) —
 * this transport cannot close other clients' connections, and knows nothing about who is online.
 */
export function connectExternalBroker(
  cfg: MqttConfig & { url: string },
  log: FastifyBaseLogger
): MqttTransport {
  const client = mqtt.connect(cfg.url, {
    clean: true,
    reconnectPeriod: 1000,
    connectTimeout: 30_000,
    clientId: `lotus-server-${process.pid}-${Math.random().toString(16).slice(2, 8)}`,
    ...(cfg.username ? { username: cfg.username } : {}),
    ...(cfg.password ? { password: cfg.password } : {})
  })
  client.on('error', (err) => log.warn({ err }, 'external mqtt broker error'))
  return {
    publish: async (topic, payload) => {
      await client.publishAsync(topic, payload, { qos: 0, retain: false })
    },
    disconnect: () => 0,
    onlineUsers: () => new Set(),
    close: async () => {
      await client.endAsync(true)
    }
  }
}
