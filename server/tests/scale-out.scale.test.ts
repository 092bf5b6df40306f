import { randomUUID } from 'node:crypto'
import net from 'node:net'
import mqtt from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { replaceCart } from '../src/modules/cart/cart-store.js'
import { createPayPasswordHasher } from '../src/modules/wallet/pay-password.js'
import { DEV_APP_SECRET } from '../src/config.js'
import {
  createClusterDb,
  send,
  signedFetch,
  signHeaders,
  startProcess,
  unreachable,
  type ClusterDb,
  type ServerProcess
} from './helpers/cluster.js'
import { addAddress, createUser, near, setupShop } from './helpers/order-fixtures.js'
import { setupSpellShop } from './helpers/spell-fixtures.js'

const reason = await unreachable()
if (reason) console.log(`scale-out tests skipped: ${reason}`)

let cluster: ClusterDb
let a: ServerProcess
let b: ServerProcess

beforeAll(async () => {
  if (reason) return
  cluster = await createClusterDb()
  // Started together: migrations and seed must run once (advisory lock), not race.
  ;[a, b] = await Promise.all([startProcess(cluster), startProcess(cluster)])
})
afterAll(async () => {
  if (reason) return
  await Promise.all([a?.kill('SIGTERM'), b?.kill('SIGTERM')])
  await cluster?.drop()
})

const ok = async (
  base: string,
  method: 'GET' | 'POST',
  p: string,
  opts: Parameters<typeof signedFetch>[3]
) => {
  const r = await signedFetch(base, method, p, opts)
  expect(r.body.code, `${p} ${JSON.stringify(r.body)}`).toBe('0000')
  return r.body.data
}

describe.skipIf(reason !== null)('several processes on PostgreSQL + Redis', () => {
  it('answer health and readiness', async () => {
    for (const p of [a, b]) {
      const h = await fetch(`${p.base}/api/health`)
      expect(h.status).toBe(200)
      const r = await fetch(`${p.base}/api/ready`)
      expect(r.status).toBe(200)
      expect(((await r.json()) as { data: unknown }).data).toMatchObject({
        ready: true,
        db: true,
        redis: true
      })
    }
  })

  it('share tokens, nonces, rate limits, carts and orders', async () => {
    const f = cluster.fixtures
    const shop = await setupShop(f, { stock: 100, price: 3000 })
    const u = await createUser(f)
    const addressId = await addAddress(f, u.userId, near(shop))

    // a token issued anywhere works everywhere
    for (const p of [a, b]) await ok(p.base, 'GET', '/v1/appUser/getUser', { token: u.token })

    // a nonce used on A is a replay on B
    const headers = signHeaders('GET', '/v1/appUser/getUser', {}, u.token)
    expect((await send(a.base, 'GET', '/api/v1/appUser/getUser', headers)).body.code).toBe('0000')
    expect((await send(b.base, 'GET', '/api/v1/appUser/getUser', headers)).body.code).toBe('SIGN_REPLAY')

    // one address may ask for 20 codes a minute, whichever process answers
    const codes: string[] = []
    for (let i = 0; i < 24; i++) {
      const phone = `6${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
      const r = await signedFetch(i % 2 ? a.base : b.base, 'GET', '/v1/appUser/sendCode', {
        query: { areaCode: '853', phone, type: 'login' }
      })
      codes.push(r.body.code)
    }
    expect(codes.filter((c) => c === '0000')).toHaveLength(20)
    expect(codes.slice(20)).toEqual(['RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED'])

    // the cart filled on A is the cart B counts and orders from
    await ok(a.base, 'POST', '/v1/store/cart/add', {
      token: u.token,
      json: { mchId: shop.mchId, goodsId: shop.goodsId, itemCount: 2, props: [] }
    })
    expect(
      await ok(b.base, 'GET', '/v1/store/cart/totalCount', { token: u.token, query: { mchId: shop.mchId } })
    ).toBe(2)
    const clientKey = randomUUID()
    const order = (await ok(b.base, 'POST', '/v1/store/order/submit', {
      token: u.token,
      json: { clientKey, mchId: shop.mchId, addressId }
    })) as { orderId: number }
    const again = (await ok(a.base, 'POST', '/v1/store/order/submit', {
      token: u.token,
      json: { clientKey, mchId: shop.mchId, addressId }
    })) as { orderId: number }
    expect(again.orderId).toBe(order.orderId)
    const detail = (await ok(a.base, 'GET', `/v1/store/order/${order.orderId}`, { token: u.token })) as {
      status: string
    }
    expect(detail.status).toBe('unpaid')

    // logout on A ends the session on B
    await ok(a.base, 'POST', '/v1/appUser/logout', { token: u.token, form: {} })
    expect((await signedFetch(b.base, 'GET', '/v1/appUser/getUser', { token: u.token })).body.code).toBe(
      '401'
    )
  })
})

interface Creds {
  username: string
  password: string
}

function connect(base: string, c: Creds) {
  return new Promise<{ client: mqtt.MqttClient; error?: Error }>((resolve) => {
    const client = mqtt.connect(`${base.replace('http', 'ws')}/mqtt`, {
      clean: true,
      reconnectPeriod: 0,
      connectTimeout: 10_000,
      username: c.username,
      password: c.password
    })
    client.once('connect', () => resolve({ client }))
    client.once('error', (error) => {
      client.end(true)
      resolve({ client, error })
    })
  })
}
const granted = (client: mqtt.MqttClient, topic: string) =>
  client.subscribeAsync(topic).then(
    (g) => g.every((x) => x.qos !== 128),
    () => false
  )
const closed = (client: mqtt.MqttClient) =>
  new Promise<void>((resolve) => (client.connected ? client.once('close', () => resolve()) : resolve()))

describe.skipIf(reason !== null)('realtime across processes', () => {
  it('a member on A receives within a second what B publishes; the rules hold on both; removal closes on A', async () => {
    const f = cluster.fixtures
    const shop = await setupSpellShop(f)
    const [host, amy, stranger] = await Promise.all([createUser(f), createUser(f), createUser(f)])
    const pin = (p: ServerProcess, token: string, path: string, json: unknown) =>
      ok(p.base, 'POST', `/v2/wm/pinCart/${path}`, { token, json })
    const { tid, shareCode } = (await pin(a, host.token, 'create', { mchId: shop.mchId })) as {
      tid: number
      shareCode: string
    }
    await pin(b, amy.token, 'join', { shareCode })

    const amyCreds = (await pin(b, amy.token, 'mqttAuthInfo', {})) as Creds
    const onA = await connect(a.base, amyCreds)
    expect(onA.error).toBeUndefined()
    expect(await granted(onA.client, `spell/${tid}`)).toBe(true)
    expect(await granted(onA.client, 'spell/#')).toBe(false)

    const strangerCreds = (await pin(a, stranger.token, 'mqttAuthInfo', {})) as Creds
    const onB = await connect(b.base, strangerCreds)
    expect(onB.error).toBeUndefined()
    expect(await granted(onB.client, `spell/${tid}`)).toBe(false)
    const strangerGot: string[] = []
    onB.client.on('message', (t) => strangerGot.push(t))
    // a client publish is refused on B too: the broker closes it, nothing reaches A
    const pubClosed = closed(onB.client)
    onB.client.publish(`spell/${tid}`, '{"type":"update","seq":999999}')
    await pubClosed

    const got: number[] = []
    const arrived = new Promise<number>((resolve) =>
      onA.client.on('message', (_topic, payload) => {
        const msg = JSON.parse(payload.toString()) as { seq: number }
        got.push(msg.seq)
        resolve(Date.now())
      })
    )
    const sent = Date.now()
    const snap = (await pin(b, host.token, 'calc', {
      tid,
      optType: 'add',
      data: { goodsId: shop.goodsId, itemCount: 1, props: [] }
    })) as { spellInfo: { seq: number } }
    const at = await arrived
    expect(at - sent).toBeLessThan(1000)
    expect(got).toContain(snap.spellInfo.seq)
    expect(strangerGot).toEqual([])

    // removed through B: A closes amy's connection, and she cannot subscribe again anywhere
    const gone = closed(onA.client)
    await pin(b, host.token, 'remove', { tid, userId: amy.userId })
    await gone
    for (const p of [a, b]) {
      const again = await connect(p.base, amyCreds)
      expect(again.error).toBeUndefined()
      expect(await granted(again.client, `spell/${tid}`)).toBe(false)
      await again.client.endAsync(true)
    }
    await onA.client.endAsync(true)
    await onB.client.endAsync(true)
  })
})

describe.skipIf(reason !== null)('crash safety', () => {
  it('1,000 orders with retries while B is SIGKILLed five times: each acknowledged once, stock and wallets conserved', async () => {
    const f = cluster.fixtures
    const STOCK = 100_000
    const BALANCE = 10_000_000
    const BUYERS = 40
    const ORDERS = 1000
    const PAY_EVERY = 10
    const shop = await setupShop(f, { stock: STOCK, price: 1000 })
    const hasher = createPayPasswordHasher(DEV_APP_SECRET)
    const passwordHash = await hasher.hash('135790')
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        const u = await createUser(f)
        const addressId = await addAddress(f, u.userId, near(shop))
        await cluster.db.query('UPDATE users SET pay_password_hash = $2 WHERE id = $1', [
          u.userId,
          passwordHash
        ])
        await cluster.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, $2, $3)', [
          u.userId,
          BALANCE,
          Date.now()
        ])
        return { ...u, addressId }
      })
    )

    const procs = [a, b]
    let next = 0
    /** One attempt on one process; null when the process could not answer (down, reset, 5xx). */
    const attempt = async (fn: (base: string) => ReturnType<typeof signedFetch>) => {
      const p = procs[next++ % 2] as ServerProcess
      try {
        const r = await fn(p.base)
        if (r.status >= 500 || r.body.code.startsWith('HTTP_')) return null
        return r.body
      } catch {
        return null
      }
    }
    const retry = async (fn: (base: string) => ReturnType<typeof signedFetch>) => {
      const giveUp = Date.now() + 90_000
      for (;;) {
        const r = await attempt(fn)
        if (r) return r
        if (Date.now() > giveUp) throw new Error('no process answered for 90 s')
        await new Promise((res) => setTimeout(res, 25))
      }
    }

    const acked = new Map<string, number>()
    const paid = new Set<number>()
    let issued = 0
    let kills = 0
    const killedAt: number[] = []
    const SEGMENT = Math.floor(ORDERS / 6)
    const IN_FLIGHT = 30
    const buyerLoop = async (u: (typeof buyers)[number]) => {
      for (;;) {
        // Orders are released in six segments, one per kill, so every kill lands while orders are in flight.
        while (issued >= (kills + 1) * SEGMENT && kills < 5) await new Promise((res) => setTimeout(res, 20))
        const n = issued++
        if (n >= ORDERS) return
        await cluster.db.tx((t) =>
          replaceCart(t, u.userId, shop.mchId, [{ goodsId: shop.goodsId, itemCount: 1, props: [] }])
        )
        const clientKey = randomUUID()
        const body = await retry((base) =>
          signedFetch(base, 'POST', '/v1/store/order/submit', {
            token: u.token,
            json: { clientKey, mchId: shop.mchId, addressId: u.addressId },
            signal: AbortSignal.timeout(15_000)
          })
        )
        expect(body.code, JSON.stringify(body)).toBe('0000')
        const orderId = (body.data as { orderId: number }).orderId
        acked.set(clientKey, orderId)
        if (n % PAY_EVERY === 0) {
          const r = await retry((base) =>
            signedFetch(base, 'POST', '/v1/pay/wallet', {
              token: u.token,
              form: { orderId, password: '135790' },
              signal: AbortSignal.timeout(15_000)
            })
          )
          // a retry after a charge that committed finds the order paid already
          expect(['0000', 'ALREADY_PAID'], JSON.stringify(r)).toContain(r.code)
          paid.add(orderId)
        }
      }
    }

    const killer = async () => {
      for (let k = 1; k <= 5; k++) {
        // killed with about IN_FLIGHT orders of its segment still unanswered
        while (acked.size < k * SEGMENT - IN_FLIGHT) await new Promise((res) => setTimeout(res, 20))
        const victim = procs[1] as ServerProcess
        await victim.kill('SIGKILL')
        killedAt.push(acked.size)
        kills = k
        const t0 = Date.now()
        procs[1] = await startProcess(cluster, { port: victim.port })
        console.log(`kill ${k} at ${killedAt[k - 1]} acknowledged; restarted in ${Date.now() - t0} ms`)
      }
    }

    const started = Date.now()
    const [buying, killing] = await Promise.allSettled([Promise.all(buyers.map(buyerLoop)), killer()])
    console.log(`1,000 orders in ${Date.now() - started} ms`)
    expect(buying.status === 'rejected' ? String(buying.reason) : 'ok').toBe('ok')
    expect(killing.status).toBe('fulfilled')
    expect(killedAt).toHaveLength(5)
    for (const at of killedAt) expect(at).toBeLessThan(ORDERS)
    b = procs[1] as ServerProcess

    expect(acked.size).toBe(ORDERS)
    const ids = new Set(acked.values())
    expect(ids.size).toBe(ORDERS)
    const userIds = buyers.map((u) => u.userId)
    const rows = await cluster.db.many<{ id: number; client_key: string; status: string; total: number }>(
      'SELECT id, client_key, status, total FROM orders WHERE user_id = ANY($1::int[])',
      [userIds]
    )
    // exactly the acknowledged orders exist: no duplicate, none extra
    expect(rows).toHaveLength(ORDERS)
    for (const r of rows) expect(acked.get(r.client_key)).toBe(r.id)
    const stock = await cluster.db.one<{ stock: number }>('SELECT stock FROM goods WHERE id = $1', [
      shop.goodsId
    ])
    const held = await cluster.db.one<{ n: number }>(
      `SELECT COALESCE(SUM(i.item_count), 0)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE o.user_id = ANY($1::int[]) AND NOT o.stock_returned`,
      [userIds]
    )
    expect((stock?.stock ?? 0) + (held?.n ?? 0)).toBe(STOCK)
    // wallets: every paid order charged once, balances + charges = what they started with
    const paidRows = rows.filter((r) => r.status === 'paid')
    expect(new Set(paidRows.map((r) => r.id))).toEqual(paid)
    const charges = await cluster.db.one<{ n: number; sum: number; orders: number }>(
      `SELECT count(*)::int AS n, COALESCE(-SUM(amount), 0)::int AS sum, count(DISTINCT order_id)::int AS orders
       FROM wallet_records WHERE user_id = ANY($1::int[]) AND type = 'pay'`,
      [userIds]
    )
    expect(charges).toEqual({
      n: paid.size,
      orders: paid.size,
      sum: paidRows.reduce((s, r) => s + r.total, 0)
    })
    const balances = await cluster.db.one<{ sum: number }>(
      'SELECT SUM(balance)::int AS sum FROM wallets WHERE user_id = ANY($1::int[])',
      [userIds]
    )
    expect((balances?.sum ?? 0) + (charges?.sum ?? 0)).toBe(BUYERS * BALANCE)
  }, 300_000)
})

describe.skipIf(reason !== null)('graceful shutdown', () => {
  it('SIGTERM lets a request in flight finish, closes MQTT clients with 1001, refuses new work, and exits 0', async () => {
    const f = cluster.fixtures
    const u = await createUser(f)
    const shop = await setupSpellShop(f)
    const { tid } = (await ok(a.base, 'POST', '/v2/wm/pinCart/create', {
      token: u.token,
      json: { mchId: shop.mchId }
    })) as { tid: number }
    const creds = (await ok(a.base, 'POST', '/v2/wm/pinCart/mqttAuthInfo', {
      token: u.token,
      json: {}
    })) as Creds
    const { client, error } = await connect(a.base, creds)
    expect(error).toBeUndefined()
    expect(await granted(client, `spell/${tid}`)).toBe(true)
    const mqttClosed = closed(client)

    // A request whose headers the server has read (it answered 100 Continue) but whose body is still coming.
    const body = JSON.stringify({ mchId: shop.mchId, goodsId: shop.goodsId, itemCount: 1, props: [] })
    const headers = signHeaders('POST', '/v1/store/cart/add', {}, u.token, { json: body })
    const socket = net.connect(a.port, '127.0.0.1')
    let received = ''
    const continued = new Promise<void>((resolve) =>
      socket.on('data', (d: Buffer) => {
        received += d.toString()
        if (received.includes('100 Continue')) resolve()
      })
    )
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()))
    socket.write(
      [
        'POST /api/v1/store/cart/add HTTP/1.1',
        `host: 127.0.0.1:${a.port}`,
        'expect: 100-continue',
        `content-length: ${Buffer.byteLength(body)}`,
        ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
        '',
        ''
      ].join('\r\n')
    )
    await continued
    const exit = a.kill('SIGTERM')
    // the listener closes: new connections are refused while the request above is still open
    for (;;) {
      const refused = await fetch(`${a.base}/api/health`).then(
        () => false,
        () => true
      )
      if (refused) break
    }
    await mqttClosed
    socket.write(body)
    await ended
    const code = await exit
    expect(received, a.output.join('')).toMatch(/HTTP\/1\.1 200 OK/)
    expect(received).toContain('"code":"0000"')
    expect(code).toBe(0)
    await client.endAsync(true)
    a = await startProcess(cluster, { port: a.port })
  })
})
