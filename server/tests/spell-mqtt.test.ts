import mqtt from 'mqtt'
import { fromSharedUpdate, type SharedUpdate, type SpellSnapshot } from '@lotus/contract/spell'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, noonClock, ORDER_ENV } from './helpers/order-fixtures.js'
import { setupSpellShop, type SpellShop } from './helpers/spell-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

type U = { userId: number; token: string }
interface Creds {
  host: string
  username: string
  password: string
  clientId: string
}

let t: TestApp
let url: string
let shop: SpellShop
let host: U
let amy: U
let stranger: U
let tid: number
let otherTid: number
let shareCode: string

async function ok<T>(u: U, path: string, body: unknown): Promise<T> {
  const r = await t.client.postJson(`/v2/wm/pinCart/${path}`, body, { token: u.token })
  expect(r.body.code, `${path} ${JSON.stringify(r.body)}`).toBe('0000')
  return r.body.data as T
}
const creds = (u: U) => ok<Creds>(u, 'mqttAuthInfo', {})

function connect(c: Pick<Creds, 'username' | 'password'> & { clientId?: string }) {
  return new Promise<{ client: mqtt.MqttClient; error?: Error }>((resolve) => {
    const client = mqtt.connect(url, {
      clean: true,
      reconnectPeriod: 0,
      connectTimeout: 5000,
      username: c.username,
      password: c.password,
      ...(c.clientId ? { clientId: c.clientId } : {})
    })
    client.once('connect', () => resolve({ client }))
    client.once('error', (error) => {
      client.end(true)
      resolve({ client, error })
    })
  })
}

async function connected(u: U) {
  const c = await creds(u)
  const r = await connect(c)
  if (r.error) throw r.error
  return { client: r.client, creds: c }
}

const granted = async (client: mqtt.MqttClient, topic: string) =>
  client.subscribeAsync(topic).then(
    () => true,
    () => false
  )

const closedSoon = (client: mqtt.MqttClient) =>
  new Promise<void>((resolve) => {
    if (!client.connected) return resolve()
    client.once('close', () => resolve())
  })

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const address = t.app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  url = `ws://127.0.0.1:${address.port}/mqtt`
  shop = await setupSpellShop(t)
  ;[host, amy, stranger] = await Promise.all([createUser(t), createUser(t), createUser(t)])
  ;({ tid, shareCode } = await ok<{ tid: number; shareCode: string }>(host, 'create', { mchId: shop.mchId }))
  await ok(amy, 'join', { shareCode })
  ;({ tid: otherTid } = await ok<{ tid: number }>(stranger, 'create', { mchId: shop.mchId }))
})
afterAll(() => t.close())

describe('spell broker access', () => {
  it('a member subscribes to their spell only: foreign, wildcard, $SYS and other topics are refused', async () => {
    const { client } = await connected(amy)
    expect(await granted(client, `spell/${tid}`)).toBe(true)
    for (const topic of [
      `spell/${otherTid}`,
      'spell/#',
      'spell/+',
      '#',
      '$SYS/broker/clients',
      `spell/${tid}/x`,
      'other/1',
      `spell/0${tid}`
    ]) {
      expect(await granted(client, topic), topic).toBe(false)
    }
    await client.endAsync()
    const s = await connected(stranger)
    expect(await granted(s.client, `spell/${tid}`)).toBe(false)
    await s.client.endAsync()
  })

  it('every client publish is denied: the broker closes the client and nobody receives it', async () => {
    const listener = await connected(host)
    const got: string[] = []
    listener.client.on('message', (topic) => got.push(topic))
    await listener.client.subscribeAsync(`spell/${tid}`)
    for (const topic of [`spell/${tid}`, `spell/${otherTid}`, 'other/1', '$SYS/x']) {
      const { client } = await connected(amy)
      const closed = closedSoon(client)
      client.publish(topic, JSON.stringify({ type: 'update', seq: 1e9, data: '{}' }))
      await closed
      await client.endAsync(true)
    }
    await new Promise((r) => setTimeout(r, 100))
    expect(got).toEqual([])
    await listener.client.endAsync()
  })

  it('members receive the server update of every change, with a growing seq', async () => {
    const { client } = await connected(host)
    await client.subscribeAsync(`spell/${tid}`)
    const got = new Promise<{ topic: string; msg: { type: string; seq: number; data: string } }>((resolve) =>
      client.once('message', (topic, payload) =>
        resolve({ topic, msg: JSON.parse(payload.toString()) as { type: string; seq: number; data: string } })
      )
    )
    const before = await ok<SpellSnapshot>(amy, 'calc', { tid, optType: 'get' })
    const snap = await ok<SpellSnapshot>(amy, 'calc', {
      tid,
      optType: 'add',
      data: { goodsId: shop.goodsId, itemCount: 2, props: [] }
    })
    const { topic, msg } = await got
    expect(topic).toBe(`spell/${tid}`)
    expect(msg.type).toBe('update')
    expect(msg.seq).toBe(snap.spellInfo.seq)
    const data = JSON.parse(msg.data) as SharedUpdate & { myInfo?: unknown }
    expect(data.myInfo).toBeUndefined() // the shared part; each client derives its own view
    expect(data.userList.find((u) => u.userId === amy.userId)?.itemCount).toBe(2)
    // the menu stays out of updates: its counts come as cartCounts and rebuild the answer's menu exactly
    expect('menuList' in data.storeInfo).toBe(false)
    expect(data.cartCounts[shop.goodsId]).toBeGreaterThanOrEqual(2)
    const { myInfo: _mine, ...shared } = snap
    expect(fromSharedUpdate(data, before.storeInfo)).toEqual(shared)
    await client.endAsync()
  })

  it('a member shows online while a connection of theirs is subscribed to the spell, and offline once none is', async () => {
    const online = async () =>
      (await ok<SpellSnapshot>(host, 'calc', { tid, optType: 'get' })).userList.find(
        (u) => u.userId === amy.userId
      )?.online
    /** The flag follows the broker's events, which land just after the client's own acknowledgements. */
    const becomes = async (want: boolean) => {
      const deadline = Date.now() + 10_000
      while ((await online()) !== want && Date.now() < deadline) await new Promise((r) => setImmediate(r))
      expect(await online()).toBe(want)
    }
    const { client } = await connected(amy)
    expect(await online()).toBe(false) // connected, not subscribed
    await client.subscribeAsync(`spell/${tid}`)
    await becomes(true)
    await client.unsubscribeAsync(`spell/${tid}`)
    await becomes(false)
    const second = await connected(amy)
    await Promise.all([client.subscribeAsync(`spell/${tid}`), second.client.subscribeAsync(`spell/${tid}`)])
    await becomes(true)
    await client.endAsync()
    await becomes(true) // the other connection is still there
    await second.client.endAsync()
    await becomes(false)
  })

  it('removing a member closes their connection and they cannot subscribe again', async () => {
    const bob = await createUser(t)
    await ok(bob, 'join', { shareCode })
    const { client, creds: c } = await connected(bob)
    await client.subscribeAsync(`spell/${tid}`)
    const closed = closedSoon(client)
    await ok(host, 'remove', { tid, userId: bob.userId })
    await closed
    await client.endAsync(true)
    const again = await connect(c)
    expect(again.error).toBeUndefined()
    expect(await granted(again.client, `spell/${tid}`)).toBe(false)
    await again.client.endAsync()
  })

  it('logout deletes the credentials of that token and closes their connections', async () => {
    const { client, creds: c } = await connected(amy)
    await client.subscribeAsync(`spell/${tid}`)
    const closed = closedSoon(client)
    const out = await t.client.postForm('/v1/appUser/logout', {}, { token: amy.token })
    expect(out.body.code).toBe('0000')
    await closed
    await client.endAsync(true)
    const again = await connect(c)
    expect(again.error?.message).toMatch(/Bad username or password/i)
  })

  it('expired credentials are refused', async () => {
    const c = await creds(host)
    t.clock.advance(2 * 3600_000 + 1000)
    const r = await connect(c)
    expect(r.error?.message).toMatch(/Bad username or password/i)
  })
})
