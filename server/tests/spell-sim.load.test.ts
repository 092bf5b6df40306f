import type { FastifyInstance } from 'fastify'
import mqtt from 'mqtt'
import { fromSharedUpdate, type SharedSnapshot, type SharedUpdate } from '@lotus/contract/spell'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { createUser, noonClock, ORDER_ENV } from './helpers/order-fixtures.js'
import { createClient, type SignedClient } from './helpers/signed-client.js'
import { setupSpellShop, type SpellShop } from './helpers/spell-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

type Shared = SharedSnapshot & { myInfo?: unknown }
type U = { userId: number; token: string }

/**
 * A member's device as the app's GroupCartClient behaves: on every (re)connect subscribe, then fetch the
 * snapshot over HTTP; apply messages with a larger seq only.
 */
class SimMember {
  seq = -1
  state: Shared | null = null
  client: mqtt.MqttClient | null = null
  connects = 0

  constructor(
    readonly u: U,
    readonly tid: number,
    private readonly api: () => SignedClient
  ) {}

  apply(s: Shared) {
    if (s.spellInfo.seq <= this.seq) return
    this.seq = s.spellInfo.seq
    this.state = s
  }

  async fetch() {
    const r = await this.api().postJson(
      '/v2/wm/pinCart/calc',
      { tid: this.tid, optType: 'get' },
      { token: this.u.token }
    )
    if (r.body.code === '0000') this.apply(r.body.data as Shared)
  }

  async connect(url: string): Promise<void> {
    const r = await this.api().postJson('/v2/wm/pinCart/mqttAuthInfo', {}, { token: this.u.token })
    const c = r.body.data as { username: string; password: string; clientId: string }
    const client = mqtt.connect(url, {
      clean: true,
      reconnectPeriod: 1000,
      connectTimeout: 30_000,
      clientId: c.clientId,
      username: c.username,
      password: c.password
    })
    this.client = client
    client.on('error', () => undefined)
    client.on('message', (_topic, payload) => {
      const msg = JSON.parse(payload.toString()) as { type: string; seq: number; data: string }
      if (msg.type !== 'update' || msg.seq <= this.seq) return
      // as the app does: the menu is rebuilt on the one shown; without one (or another version) fetch again
      const full = fromSharedUpdate(JSON.parse(msg.data) as SharedUpdate, this.state?.storeInfo)
      if (full) this.apply(full)
      else void this.fetch()
    })
    await new Promise<void>((resolve) => {
      client.on('connect', () => {
        this.connects++
        client.subscribe(`spell/${this.tid}`, { qos: 0 }, () => {
          this.fetch().then(resolve, resolve)
        })
      })
    })
  }
}

/** What must agree between a member and the server (online flags are live and myInfo is per member). */
const comparable = (s: Shared | null) =>
  s && {
    seq: s.spellInfo.seq,
    status: s.spellInfo.status,
    userList: s.userList.map(({ online: _o, ...u }) => u),
    cartInfo: s.cartInfo,
    total: s.result.total,
    menu: s.storeInfo.menuList
  }

async function until(what: string, check: () => boolean, ms = 15_000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

const silent = { write: () => undefined }

let t: TestApp
let shop: SpellShop

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  shop = await setupSpellShop(t)
})
afterAll(() => t.close())

async function listen(app: FastifyInstance, port = 0): Promise<number> {
  await app.listen({ port, host: '127.0.0.1' })
  const a = app.server.address()
  if (!a || typeof a === 'string') throw new Error('no port')
  return a.port
}

async function spellWith(n: number): Promise<{ tid: number; users: U[] }> {
  const users = await Promise.all(Array.from({ length: n }, () => createUser(t)))
  const [host, ...rest] = users
  if (!host) throw new Error('no host')
  const c = await t.client.postJson('/v2/wm/pinCart/create', { mchId: shop.mchId }, { token: host.token })
  const { tid, shareCode } = c.body.data as { tid: number; shareCode: string }
  for (const u of rest) {
    const j = await t.client.postJson('/v2/wm/pinCart/join', { shareCode }, { token: u.token })
    expect(j.body.code).toBe('0000')
  }
  return { tid, users }
}

describe('spell simulation over MQTT', () => {
  it('fifty clients editing one cart end with the same state as the server', async () => {
    const port = await listen(t.app)
    const url = `ws://127.0.0.1:${port}/mqtt`
    const { tid, users } = await spellWith(50)
    const members = users.map((u) => new SimMember(u, tid, () => t.client))
    await Promise.all(members.map((m) => m.connect(url)))

    // Every member makes three edits at once with everyone else: add, a merge (same entry), a second entry.
    const edit = (u: U, optType: string, data?: unknown) =>
      t.client.postJson(
        '/v2/wm/pinCart/calc',
        { tid, optType, ...(data ? { data } : {}) },
        { token: u.token }
      )
    const tea = (n: number, sweet: string) => ({
      goodsId: shop.drinkId,
      itemCount: n,
      props: [{ name: '甜度', values: [{ value: sweet }] }]
    })
    const results = await Promise.all(
      users.map(async (u, i) => {
        const a = await edit(u, 'add', { goodsId: shop.goodsId, itemCount: 1, props: [] })
        const b = await edit(u, 'add', { goodsId: shop.goodsId, itemCount: (i % 3) + 1, props: [] })
        const c = await edit(u, i % 2 ? 'add' : 'set', i % 2 ? tea(1, '少甜') : [tea(2, '正常')])
        return [a.body.code, b.body.code, c.body.code]
      })
    )
    expect(results.flat().every((c) => c === '0000')).toBe(true)

    const server = (
      await t.client.postJson(
        '/v2/wm/pinCart/calc',
        { tid, optType: 'get' },
        { token: users[0]?.token ?? '' }
      )
    ).body.data as Shared
    expect(server.spellInfo.seq).toBeGreaterThanOrEqual(150)
    await until('every member at the final seq', () => members.every((m) => m.seq === server.spellInfo.seq))
    for (const m of members) expect(comparable(m.state)).toEqual(comparable(server))
    // The merge rule held under concurrency: one rice entry per member with its last count (set replaces all).
    for (const [i, u] of users.entries()) {
      const mine = server.cartInfo.find((c) => c.userId === u.userId)?.items ?? []
      expect(mine.map((it) => [it.goodsId, it.itemCount])).toEqual(
        i % 2
          ? [
              [shop.goodsId, (i % 3) + 1],
              [shop.drinkId, 1]
            ]
          : [[shop.drinkId, 2]]
      )
    }
    expect(server.userList.reduce((s, u) => s + u.share, 0)).toBe(server.result.total)
    await Promise.all(members.map((m) => m.client?.endAsync(true)))
    await t.app.close()
  }, 240_000)

  it('restarting the server: clients reconnect and resynchronise', async () => {
    // A server of its own on the same database: the test app above is closed.
    let app = await buildApp({ config: t.config, db: t.db, clock: t.clock, logStream: silent })
    let api = createClient(app, { clock: t.clock, appKey: t.config.appKey, appSecret: t.config.appSecret })
    const port = await listen(app)
    const url = `ws://127.0.0.1:${port}/mqtt`
    t.client = api // spellWith uses t.client
    const { tid, users } = await spellWith(5)
    const members = users.map((u) => new SimMember(u, tid, () => api))
    await Promise.all(members.map((m) => m.connect(url)))
    const [host, amy] = users
    if (!host || !amy) throw new Error('no users')

    await app.close() // every socket drops; the members keep retrying every second
    app = await buildApp({ config: t.config, db: t.db, clock: t.clock, logStream: silent })
    api = createClient(app, { clock: t.clock, appKey: t.config.appKey, appSecret: t.config.appSecret })
    t.client = api
    await listen(app, port)
    // A change made before anyone is back: only the snapshot fetched on reconnect can carry it.
    const r = await api.postJson(
      '/v2/wm/pinCart/calc',
      { tid, optType: 'add', data: { goodsId: shop.goodsId, itemCount: 4, props: [] } },
      { token: amy.token }
    )
    expect(r.body.code).toBe('0000')
    await until('every member reconnected', () => members.every((m) => m.connects >= 2))
    // And a change after they are back arrives over MQTT.
    const last = await api.postJson('/v2/wm/pinCart/lock', { tid, locked: true }, { token: host.token })
    const server = last.body.data as Shared
    await until('every member at the final seq', () => members.every((m) => m.seq === server.spellInfo.seq))
    for (const m of members) expect(comparable(m.state)).toEqual(comparable(server))
    expect(members[0]?.state?.cartInfo.find((c) => c.userId === amy.userId)?.items[0]?.itemCount).toBe(4)
    await Promise.all(members.map((m) => m.client?.endAsync(true)))
    await app.close()
  }, 240_000)
})
