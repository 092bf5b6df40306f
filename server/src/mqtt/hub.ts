/** Who a broker connection belongs to. */
export interface MqttSession {
  userId: number
  username: string
  /** Topics the connection is subscribed to. */
  topics: ReadonlySet<string>
}

/** Which connections to close: a user's (on one topic when given), or by credential username. */
export type KickCriteria = { userId: number; topic?: string } | { usernames: string[] }

/** The broker the server talks to: the in-process aedes (mqtt/broker.ts). */
export interface MqttTransport {
  /** Publishes as the server (clients can never publish). */
  publish(topic: string, payload: string): Promise<void>
  /** Closes every connection whose session matches; answers how many. */
  disconnect(match: (s: MqttSession) => boolean): number
  /** Closes matching connections on every process sharing the broker (local count answered). */
  kick?(k: KickCriteria): number
  /** Users with a live connection subscribed to the topic (empty when the broker cannot tell). */
  onlineUsers(topic: string): Set<number>
  close(): Promise<void>
}

/**
 * The late-bound handle the modules hold: services are built before the HTTP server (and so the broker)
 * exists; app.ts binds the transport once it is attached. Publishing before that is a no-op.
 */
export interface MqttHub {
  bind(transport: MqttTransport | null): void
  publish(topic: string, payload: string): Promise<void>
  /** Closes the user's connections (only those subscribed to `topic` when given). */
  disconnectUser(userId: number, topic?: string): number
  disconnectUsernames(usernames: readonly string[]): number
  onlineUsers(topic: string): Set<number>
}

export function createMqttHub(): MqttHub {
  let transport: MqttTransport | null = null
  return {
    bind: (t) => {
      transport = t
    },
    publish: async (topic, payload) => {
      if (transport) await transport.publish(topic, payload)
    },
    disconnectUser: (userId, topic) => {
      if (transport?.kick) return transport.kick(topic === undefined ? { userId } : { userId, topic })
      return (
        transport?.disconnect((s) => s.userId === userId && (topic === undefined || s.topics.has(topic))) ?? 0
      )
    },
    disconnectUsernames: (names) => {
      if (names.length === 0) return 0
      if (transport?.kick) return transport.kick({ usernames: [...names] })
      const set = new Set(names)
      return transport?.disconnect((s) => set.has(s.username)) ?? 0
    },
    onlineUsers: (topic) => transport?.onlineUsers(topic) ?? new Set()
  }
}
