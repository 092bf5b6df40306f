import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { Aedes, type AuthenticateError, type Client } from 'aedes'
import type { FastifyBaseLogger } from 'fastify'
import { WebSocketServer, createWebSocketStream } from 'ws'
import type { SubscribeAcl } from './acl.js'
import type { MqttAuthenticator, MqttIdentity } from './credentials.js'
import type { MqttSession, MqttTransport } from './hub.js'

export const MQTT_PATH = '/mqtt'

function authError(): AuthenticateError {
  const err = new Error('bad username or password') as AuthenticateError
  err.returnCode = 4
  return err
}

export interface MqttBroker extends MqttTransport {
  aedes: Aedes
}

/**
 * An aedes broker reached over WebSocket on the HTTP server's `/mqtt` path. Access rules:
 * connect needs valid issued credentials; subscribe only to `spell/<tid>` of a spell the user is an active
 * member of (SUBACK 0x80 for anything else, wildcards and `$SYS` included); clients never publish (the broker
 * closes a client that tries). The server publishes through `publish`.
 */
export async function attachMqttBroker(
  server: Server,
  access: { authenticate: MqttAuthenticator; canSubscribe: SubscribeAcl },
  log: FastifyBaseLogger
): Promise<MqttBroker> {
  const sessions = new Map<Client, MqttSession & { topics: Set<string> }>()
  const pending = new WeakMap<Client, MqttIdentity>()

  const aedes = await Aedes.createBroker({
    authenticate: (client, username, password, done) => {
      access.authenticate(username, password).then(
        (identity) => {
          if (!identity) return done(authError(), false)
          pending.set(client, identity)
          done(null, true)
        },
        (err: unknown) => {
          log.error({ err }, 'mqtt authenticate failed')
          done(authError(), false)
        }
      )
    },
    // client is null for the server's own publishes; every client publish is refused.
    authorizePublish: (client, _packet, done) => done(client ? new Error('publish denied') : null),
    authorizeSubscribe: (client, sub, done) => {
      const who = sessions.get(client) ?? pending.get(client)
      // A null subscription answers SUBACK 0x80 for this topic instead of dropping the client.
      if (!who) return done(null, null)
      access.canSubscribe(who, sub.topic).then(
        (ok) => done(null, ok ? sub : null),
        (err: unknown) => {
          log.error({ err }, 'mqtt subscribe check failed')
          done(null, null)
        }
      )
    }
  })

  aedes.on('clientReady', (client) => {
    const who = pending.get(client)
    if (who) sessions.set(client, { ...who, topics: new Set() })
  })
  aedes.on('clientDisconnect', (client) => sessions.delete(client))
  aedes.on('subscribe', (subs, client) => {
    const s = sessions.get(client)
    if (s) for (const sub of subs) s.topics.add(sub.topic)
  })
  aedes.on('unsubscribe', (topics, client) => {
    const s = sessions.get(client)
    if (s) for (const t of topics) s.topics.delete(t)
  })

  const wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => (protocols.has('mqtt') ? 'mqtt' : false)
  })
  wss.on('connection', (socket, req: IncomingMessage) => {
    const stream = createWebSocketStream(socket)
    stream.on('error', () => socket.terminate())
    aedes.handle(stream, req)
  })

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0]
    if (path !== MQTT_PATH) {
      socket.destroy()
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req))
  }
  server.on('upgrade', onUpgrade)

  return {
    aedes,
    publish: (topic, payload) =>
      new Promise<void>((resolve, reject) =>
        aedes.publish(
          { cmd: 'publish', topic, payload: Buffer.from(payload), qos: 0, retain: false, dup: false },
          (err) => (err ? reject(err) : resolve())
        )
      ),
    disconnect: (match) => {
      let n = 0
      for (const [client, s] of sessions) {
        if (!match(s)) continue
        sessions.delete(client)
        client.close()
        n++
      }
      return n
    },
    onlineUsers: (topic) => {
      const out = new Set<number>()
      for (const s of sessions.values()) if (s.topics.has(topic)) out.add(s.userId)
      return out
    },
    close: async () => {
      server.off('upgrade', onUpgrade)
      for (const client of wss.clients) client.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await new Promise<void>((resolve) => aedes.close(() => resolve()))
    }
  }
}
