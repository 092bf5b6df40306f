import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { Aedes, type AuthenticateError, type Client } from 'aedes'
import type { MQEmitter } from 'mqemitter'
import mqemitterRedis from 'mqemitter-redis'
import type { FastifyBaseLogger } from 'fastify'
import { WebSocketServer, createWebSocketStream } from 'ws'
import type { SubscribeAcl } from './acl.js'
import type { MqttAuthenticator, MqttIdentity } from './credentials.js'
import type { SharedRedis } from '../redis.js'
import type { KickCriteria, MqttSession, MqttTransport } from './hub.js'

/** Internal channel of the brokers: closes matching connections on every process. Clients cannot reach it. */
const KICK_TOPIC = '$lotus/kick'

/** `module.exports.MQEmitterRedisPrefix` (not in the package's typings): channels named `<prefix><topic>`. */
const RedisPrefixEmitter = (
  mqemitterRedis as unknown as {
    MQEmitterRedisPrefix: new (prefix: string, opts: { subConn: unknown; pubConn: unknown }) => MQEmitter
  }
).MQEmitterRedisPrefix

/**
 * mqemitter-redis unsubscribes while aedes closes and quits without waiting; ioredis rejects commands
 * left when the connection ends, and an unhandled rejection would end the process. Results still reach
 * the callback.
 */
function tolerantSubscriber<T extends object>(conn: T): T {
  const c = conn as Record<string, unknown>
  for (const m of ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe', 'quit']) {
    const orig = (c[m] as (...args: unknown[]) => Promise<unknown>).bind(conn)
    c[m] = (...args: unknown[]) => {
      const last = args[args.length - 1]
      const cb = typeof last === 'function' ? (args.pop() as (err?: unknown) => void) : undefined
      const p = orig(...args)
      p.then(
        () => cb?.(),
        (err: unknown) => cb?.(err)
      )
      return p.catch(() => undefined)
    }
  }
  return conn
}

const matches = (k: KickCriteria, s: MqttSession): boolean =>
  'usernames' in k
    ? k.usernames.includes(s.username)
    : s.userId === k.userId && (k.topic === undefined || s.topics.has(k.topic))

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
 *
 * With a shared Redis the brokers of every process exchange publications through it (mqemitter-redis), so a
 * member connected to process A receives what process B publishes; `kick` reaches every process the same way.
 * Every rule above is checked against the database, so it holds on every process.
 */
export async function attachMqttBroker(
  server: Server,
  access: { authenticate: MqttAuthenticator; canSubscribe: SubscribeAcl },
  log: FastifyBaseLogger,
  opts: { redis?: SharedRedis | null } = {}
): Promise<MqttBroker> {
  type Session = MqttSession & { topics: Set<string> }
  const sessions = new Map<Client, Session>()
  /** The sessions subscribed to each topic: `onlineUsers` runs on every spell change (issue 13). */
  const byTopic = new Map<string, Set<Session>>()
  const pending = new WeakMap<Client, MqttIdentity>()
  const subscribed = (s: Session, topic: string) => {
    s.topics.add(topic)
    let set = byTopic.get(topic)
    if (!set) byTopic.set(topic, (set = new Set()))
    set.add(s)
  }
  const unsubscribed = (s: Session, topic: string) => {
    s.topics.delete(topic)
    const set = byTopic.get(topic)
    set?.delete(s)
    if (set?.size === 0) byTopic.delete(topic)
  }
  const ended = (client: Client) => {
    const s = sessions.get(client)
    if (!s) return
    sessions.delete(client)
    for (const t of [...s.topics]) unsubscribed(s, t)
  }

  const redis = opts.redis
  const mq = redis
    ? new RedisPrefixEmitter(`${redis.prefix}mq:`, {
        subConn: tolerantSubscriber(redis.duplicate()),
        pubConn: tolerantSubscriber(redis.duplicate())
      })
    : undefined
  const aedes = await Aedes.createBroker({
    ...(mq ? { mq } : {}),
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

  const disconnect = (match: (s: MqttSession) => boolean): number => {
    let n = 0
    for (const [client, s] of sessions) {
      if (!match(s)) continue
      ended(client)
      client.close()
      n++
    }
    return n
  }
  // aedes keeps its emitter (the given one, or its own in-memory one) as `mq`, which its typings leave out.
  const emitter = (aedes as unknown as { mq: MQEmitter }).mq
  await new Promise<void>((resolve) =>
    emitter.on(
      KICK_TOPIC,
      (msg: Record<string, unknown>, done: () => void) => {
        try {
          disconnect((s) => matches(JSON.parse(String(msg.payload)) as KickCriteria, s))
        } catch (err) {
          log.warn({ err }, 'mqtt kick failed')
        }
        done()
      },
      () => resolve()
    )
  )

  aedes.on('clientReady', (client) => {
    const who = pending.get(client)
    if (who) sessions.set(client, { ...who, topics: new Set() })
  })
  aedes.on('clientDisconnect', ended)
  aedes.on('subscribe', (subs, client) => {
    const s = sessions.get(client)
    if (s) for (const sub of subs) subscribed(s, sub.topic)
  })
  aedes.on('unsubscribe', (topics, client) => {
    const s = sessions.get(client)
    if (s) for (const t of topics) unsubscribed(s, t)
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
    disconnect,
    kick: (k) => {
      // Here at once; on the other processes when the message arrives (it finds nothing left here).
      const n = disconnect((s) => matches(k, s))
      if (redis) {
        emitter.emit({ topic: KICK_TOPIC, payload: JSON.stringify(k) }, (err?: Error) => {
          if (err) log.warn({ err }, 'mqtt kick broadcast failed')
        })
      }
      return n
    },
    onlineUsers: (topic) => new Set([...(byTopic.get(topic) ?? [])].map((s) => s.userId)),
    close: async () => {
      server.off('upgrade', onUpgrade)
      // Going away (1001): clients reconnect, through the load balancer, to a process that stays.
      const open = [...wss.clients]
      await Promise.all(
        open.map(
          (ws) =>
            new Promise<void>((resolve) => {
              const hard = setTimeout(() => ws.terminate(), 1000)
              ws.once('close', () => {
                clearTimeout(hard)
                resolve()
              })
              ws.close(1001, 'server shutting down')
            })
        )
      )
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await new Promise<void>((resolve) => aedes.close(() => resolve()))
    }
  }
}
