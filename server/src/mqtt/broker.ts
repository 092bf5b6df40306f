import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { Aedes, type AuthenticateError } from 'aedes'
import type { FastifyBaseLogger } from 'fastify'
import { WebSocketServer, createWebSocketStream } from 'ws'
import type { MqttAuthenticator } from './credentials.js'

export const MQTT_PATH = '/mqtt'

/** Topics only the server publishes to (group-cart updates). */
const SERVER_ONLY_TOPIC = /^spell(\/|$)/

function authError(): AuthenticateError {
  const err = new Error('bad username or password') as AuthenticateError
  err.returnCode = 4
  return err
}

export interface MqttBroker {
  aedes: Aedes
  close(): Promise<void>
}

/** An aedes broker reached over WebSocket on the HTTP server's `/mqtt` path. */
export async function attachMqttBroker(
  server: Server,
  authenticate: MqttAuthenticator,
  log: FastifyBaseLogger
): Promise<MqttBroker> {
  const aedes = await Aedes.createBroker({
    authenticate: (_client, username, password, done) => {
      authenticate(username, password).then(
        (identity) => {
          if (!identity) return done(authError(), false)
          done(null, true)
        },
        (err: unknown) => {
          log.error({ err }, 'mqtt authenticate failed')
          done(authError(), false)
        }
      )
    },
    authorizePublish: (client, packet, done) => {
      // client is null for the server's own publishes, which may go anywhere.
      if (client && (SERVER_ONLY_TOPIC.test(packet.topic) || packet.topic.startsWith('$'))) {
        return done(new Error('publish denied'))
      }
      done(null)
    },
    authorizeSubscribe: (_client, sub, done) => {
      // A null subscription answers SUBACK 0x80 for this topic instead of dropping the client.
      if (/[#+]/.test(sub.topic) || sub.topic.startsWith('$')) return done(null, null)
      done(null, sub)
    }
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
    close: async () => {
      server.off('upgrade', onUpgrade)
      for (const client of wss.clients) client.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await new Promise<void>((resolve) => aedes.close(() => resolve()))
    }
  }
}
