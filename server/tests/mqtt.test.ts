import { hash } from '@node-rs/argon2'
import mqtt from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, login, type TestApp } from './helpers/test-app.js'

let t: TestApp
let url: string

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const address = t.app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  url = `ws://127.0.0.1:${address.port}/mqtt`
  const { user } = await login(t, '66000500')
  await t.db.query(
    'INSERT INTO mqtt_credentials (username, password_hash, user_id, expires_at) VALUES ($1, $2, $3, $4)',
    ['u-test', await hash('p-test'), user.id, t.clock.now() + 3600_000]
  )
  await t.db.query(
    'INSERT INTO mqtt_credentials (username, password_hash, user_id, expires_at) VALUES ($1, $2, $3, $4)',
    ['u-expired', await hash('p-test'), user.id, t.clock.now() - 1]
  )
})
afterAll(() => t.close())

function connect(opts: mqtt.IClientOptions): Promise<{ client: mqtt.MqttClient; error?: Error }> {
  return new Promise((resolve) => {
    const client = mqtt.connect(url, {
      reconnectPeriod: 0,
      connectTimeout: 5000,
      protocolVersion: 4,
      ...opts
    })
    client.once('connect', () => resolve({ client }))
    client.once('error', (error) => {
      client.end(true)
      resolve({ client, error })
    })
  })
}

describe('MQTT broker over WebSocket', () => {
  it('refuses anonymous, unknown, wrong-password and expired logins', async () => {
    for (const opts of [
      {},
      { username: 'nobody', password: 'x' },
      { username: 'u-test', password: 'wrong' },
      { username: 'u-expired', password: 'p-test' }
    ]) {
      const { error } = await connect(opts)
      expect(error?.message, JSON.stringify(opts)).toMatch(/Bad username or password|Not authorized/i)
    }
  })

  it('accepts a valid credential, denies wildcard and $SYS subscribes', async () => {
    const { client, error } = await connect({ username: 'u-test', password: 'p-test' })
    expect(error).toBeUndefined()
    // Not a member of spell 42 (spell-mqtt.test.ts covers members): every topic here is refused.
    for (const topic of ['spell/42', 'spell/#', '$SYS/x', 'a/+/b', 'other/7']) {
      await expect(client.subscribeAsync(topic), topic).rejects.toThrow(/Subscribe error/)
    }
    await client.endAsync()
  })

  it('closes a client that publishes anywhere (only the server publishes)', async () => {
    for (const topic of ['spell/7', 'other/7', '$SYS/x']) {
      const a = await connect({ username: 'u-test', password: 'p-test', clientId: `pub-${topic}` })
      const closed = new Promise<void>((resolve) => a.client.once('close', () => resolve()))
      a.client.publish(topic, 'forged')
      await closed
      await a.client.endAsync(true)
    }
  })

  it('closes upgrades on other paths', async () => {
    const bad = url.replace('/mqtt', '/other')
    const r = await new Promise<string>((resolve) => {
      const client = mqtt.connect(bad, { reconnectPeriod: 0, connectTimeout: 3000 })
      client.once('error', (e) => {
        client.end(true)
        resolve(e.message)
      })
      client.once('close', () => {
        client.end(true)
        resolve('closed')
      })
    })
    expect(r).toBeTruthy()
  })
})
