import { randomUUID } from 'node:crypto'
import mqtt from 'mqtt'
import {
  boardTopic,
  type BoardAnswer,
  type BoardNews,
  type StaffMqttCredentials
} from '@lotus/contract/board'
import type { OrderDetail } from '@lotus/contract/order'
import { userOrdersTopic } from '@lotus/contract/order-news'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCEPT_TIMEOUT_JOB } from '../src/modules/board/board-service.js'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
import type { Services } from '../src/services.js'
import {
  buyer,
  createUser,
  fillCart,
  noonClock,
  ORDER_ENV,
  servicesOf,
  setupShop,
  type Shop
} from './helpers/order-fixtures.js'
import { staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
let s: Services
let url: string
let shop: Shop
let other: Shop
let staff: StaffClient
let otherStaff: StaffClient
let owner: StaffClient
let staffId: number

const keyOf = async (mchId: number) =>
  (await t.db.one<{ seed_key: string }>('SELECT seed_key FROM merchants WHERE id = $1', [mchId]))!.seed_key

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const address = t.app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  url = `ws://127.0.0.1:${address.port}/mqtt`
  s = servicesOf(t)
  shop = await setupShop(t, { stock: 100, price: 2000 })
  other = await setupShop(t, { stock: 100, price: 2000 })
  staff = staffClient(t)
  await staff.login(`${await keyOf(shop.mchId)}-staff`, DEV_STAFF_PASSWORD)
  otherStaff = staffClient(t)
  await otherStaff.login(`${await keyOf(other.mchId)}-staff`, DEV_STAFF_PASSWORD)
  owner = staffClient(t)
  await owner.password(`${await keyOf(shop.mchId)}-owner`, DEV_STAFF_PASSWORD)
  await owner.enrol()
  staffId = (await staff.get<{ id: number }>('/me')).body.data.id
})
afterAll(() => t.close())

/** A customer's order at `at`, paid from their wallet through the API (the payment's hooks run). */
async function paidOrder(at: Shop = shop) {
  const b = await buyer(t, at, 2)
  await t.client.postForm('/v1/appUser/setPayPassword', { password: '135790' }, { token: b.token })
  await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, 100000, $2)', [
    b.userId,
    t.clock.now()
  ])
  const sub = await t.client.postJson(
    '/v1/store/order/submit',
    { clientKey: randomUUID(), mchId: at.mchId, addressId: b.addressId },
    { token: b.token }
  )
  expect(sub.body.code).toBe('0000')
  const { orderId, total } = sub.body.data as { orderId: number; total: number }
  const paid = await t.client.postForm('/v1/pay/wallet', { orderId, password: '135790' }, { token: b.token })
  expect(paid.body.code).toBe('0000')
  return { ...b, orderId, total }
}

const statusOf = async (orderId: number) =>
  (await t.db.one<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]))!.status
const balanceOf = async (userId: number) =>
  (await t.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [userId]))!.balance
const refundsOf = async (orderId: number) =>
  (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM refunds WHERE order_id = $1', [orderId]))!.n
const detail = async (o: { orderId: number; token: string }) =>
  (await t.client.get(`/v1/store/order/${o.orderId}`, {}, { token: o.token })).body.data as OrderDetail
const auditOf = (orderId: number, action: string) =>
  t.db.many<{ actor_id: number; before: { status: string }; after: { status: string } }>(
    "SELECT actor_id, before, after FROM audit_log WHERE subject_type = 'order' AND subject_id = $1 AND action = $2",
    [String(orderId), action]
  )

describe('board actions', () => {
  it('a paid order is on its shop’s board as new, with the accept limit’s countdown', async () => {
    const o = await paidOrder()
    const b = await staff.get<BoardAnswer>('/board', { merchantId: String(shop.mchId) })
    expect(b.body.code).toBe('0000')
    const card = b.body.data.orders.find((x) => x.id === o.orderId)
    expect(card).toMatchObject({ column: 'new', status: 'paid', total: o.total, itemCount: 2 })
    expect(card!.acceptBy).toBe(card!.paidAt + 5 * 60_000)
    expect(card!.items[0]!.itemCount).toBe(2)
    const theirs = await otherStaff.get('/board', { merchantId: String(shop.mchId) })
    expect(theirs.body.code).toBe('NOT_FOUND')
  })

  it('accept with preparation minutes: the customer sees who and the estimate; audited', async () => {
    const o = await paidOrder()
    const r = await staff.post('/board/accept', { orderId: o.orderId, prepMinutes: 15 })
    expect(r.body).toMatchObject({ code: '0000', data: { id: o.orderId, status: 'accepted' } })
    const d = await detail(o)
    expect(d.status).toBe('accepted')
    expect(d.timeline.map((e) => e.title)).toContain('商家已接單（預計 15 分鐘出餐）')
    const ev = await t.db.one<{ actor_type: string; actor_id: string; actor_name: string }>(
      "SELECT actor_type, actor_id, actor_name FROM order_events WHERE order_id = $1 AND status = 'accepted'",
      [o.orderId]
    )
    expect(ev).toMatchObject({ actor_type: 'merchant', actor_id: String(staffId) })
    expect(ev!.actor_name).toContain('店員')
    const audit = await auditOf(o.orderId, 'order.accept')
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      actor_id: staffId,
      before: { status: 'paid' },
      after: { status: 'accepted' }
    })
    // the wrong state: accepted already
    const again = await staff.post('/board/accept', { orderId: o.orderId, prepMinutes: 15 })
    expect(again.body.code).toBe('ORDER_STATE')
    // mark ready
    const ready = await staff.post('/board/ready', { orderId: o.orderId })
    expect(ready.body.data).toMatchObject({ status: 'ready' })
    expect((await detail(o)).statusText).toBe('商家已出餐')
    expect(await auditOf(o.orderId, 'order.ready')).toHaveLength(1)
  })

  it('another shop’s order answers exactly like a missing one and changes nothing', async () => {
    const o = await paidOrder()
    const theirs = await otherStaff.post('/board/accept', { orderId: o.orderId, prepMinutes: 10 })
    const missing = await otherStaff.post('/board/accept', { orderId: 2_000_000_000, prepMinutes: 10 })
    expect(theirs.body.code).toBe('NOT_FOUND')
    expect(theirs.body).toEqual(missing.body)
    expect(theirs.res.statusCode).toBe(missing.res.statusCode)
    const rej = await otherStaff.post('/board/reject', { orderId: o.orderId, reason: 'busy' })
    expect(rej.body.code).toBe('NOT_FOUND')
    expect(await statusOf(o.orderId)).toBe('paid')
    expect(await refundsOf(o.orderId)).toBe(0)
    expect(await auditOf(o.orderId, 'order.reject')).toHaveLength(0)
  })

  it('a customer token opens no board call', async () => {
    const o = await paidOrder()
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/staff/board/accept',
      headers: { apptoken: o.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ orderId: o.orderId, prepMinutes: 10 })
    })
    expect((r.json() as { code: string }).code).toBe('STAFF_UNAUTHORIZED')
    expect(await statusOf(o.orderId)).toBe('paid')
  })

  it('reject with a reason: cancelled, refunded once, stock back, the customer told', async () => {
    const o = await paidOrder()
    const stock = async () =>
      (await t.db.one<{ stock: number }>('SELECT stock FROM goods WHERE id = $1', [shop.goodsId]))!.stock
    const before = await stock()
    const r = await staff.post('/board/reject', { orderId: o.orderId, reason: 'soldOut' })
    expect(r.body).toMatchObject({ code: '0000', data: { status: 'cancelled' } })
    expect(await balanceOf(o.userId)).toBe(100000)
    expect(await refundsOf(o.orderId)).toBe(1)
    expect(await stock()).toBe(before + 2)
    const d = await detail(o)
    expect(d.status).toBe('cancelled')
    const entry = d.timeline.find((e) => e.status === 'cancelled')
    expect(entry?.title).toBe('商家未能接單，訂單已取消，款項原路退回')
    expect(entry?.note).toContain('售罄')
    const msgs = await t.db.many<{ title: string; body: string }>(
      'SELECT title, body FROM messages WHERE order_id = $1',
      [o.orderId]
    )
    expect(msgs.map((m) => m.title)).toContain('商家未能接單')
    expect(msgs.find((m) => m.title === '商家未能接單')!.body).toContain('售罄')
    expect(await auditOf(o.orderId, 'order.reject')).toMatchObject([
      { before: { status: 'paid' }, after: { status: 'cancelled' } }
    ])
    // other needs its words
    const o2 = await paidOrder()
    const bad = await staff.post('/board/reject', { orderId: o2.orderId, reason: 'other' })
    expect(bad.body.code).toBe('VALIDATION')
    const ok = await staff.post('/board/reject', { orderId: o2.orderId, reason: 'other', note: '廚房維修' })
    expect(ok.body.code).toBe('0000')
    expect((await detail(o2)).timeline.find((e) => e.status === 'cancelled')?.note).toContain('廚房維修')
  })

  it('an order not accepted within the shop’s limit is cancelled and refunded by its job, once', async () => {
    const o = await paidOrder()
    const job = await t.db.one<{ run_at: number }>('SELECT run_at FROM jobs WHERE kind = $1 AND key = $2', [
      ACCEPT_TIMEOUT_JOB,
      String(o.orderId)
    ])
    expect(job).toBeDefined()
    t.clock.advance(4 * 60_000)
    await s.jobs.drain()
    expect(await statusOf(o.orderId)).toBe('paid')
    t.clock.advance(60_000 + 1)
    await s.jobs.drain()
    expect(await statusOf(o.orderId)).toBe('cancelled')
    expect(await refundsOf(o.orderId)).toBe(1)
    expect(await balanceOf(o.userId)).toBe(100000)
    const ev = await t.db.one<{ actor_type: string; actor_name: string; title: string }>(
      "SELECT actor_type, actor_name, title FROM order_events WHERE order_id = $1 AND status = 'cancelled'",
      [o.orderId]
    )
    expect(ev).toMatchObject({ actor_type: 'system', actor_name: ACCEPT_TIMEOUT_JOB })
    await s.jobs.drain()
    expect(await refundsOf(o.orderId)).toBe(1)
    // the shop's accept after the timeout: refused, nothing changes
    const late = await staff.post('/board/accept', { orderId: o.orderId, prepMinutes: 10 })
    expect(late.body.code).toBe('ORDER_STATE')
    expect(await balanceOf(o.userId)).toBe(100000)
  })

  it('the timeout racing the shop’s accept: exactly one wins, money moves at most once', async () => {
    for (let i = 0; i < 3; i++) {
      const o = await paidOrder()
      t.clock.advance(5 * 60_000 + 1)
      const [accepted] = await Promise.all([
        staff.post('/board/accept', { orderId: o.orderId, prepMinutes: 10 }),
        s.jobs.drain()
      ])
      const status = await statusOf(o.orderId)
      expect(['accepted', 'cancelled']).toContain(status)
      expect(accepted.body.code).toBe(status === 'accepted' ? '0000' : 'ORDER_STATE')
      expect(await refundsOf(o.orderId)).toBe(status === 'cancelled' ? 1 : 0)
      expect(await balanceOf(o.userId)).toBe(status === 'cancelled' ? 100000 : 100000 - o.total)
      await s.jobs.drain()
      expect(await statusOf(o.orderId)).toBe(status)
      expect(await refundsOf(o.orderId)).toBe(status === 'cancelled' ? 1 : 0)
    }
  })

  it('auto-accept: the owner switches it (audited); a paid order is accepted by the system at payment', async () => {
    const refused = await staff.post('/board/settings', { merchantId: shop.mchId, autoAccept: true })
    expect(refused.body.code).toBe('STAFF_FORBIDDEN')
    const r = await owner.post('/board/settings', {
      merchantId: shop.mchId,
      autoAccept: true,
      acceptLimitMinutes: 8
    })
    expect(r.body).toMatchObject({ code: '0000', data: { autoAccept: true, acceptLimitMinutes: 8 } })
    const audit = await t.db.one<{ before: unknown; after: unknown }>(
      "SELECT before, after FROM audit_log WHERE action = 'shop.settings.write' AND subject_id = $1",
      [String(shop.mchId)]
    )
    expect(audit).toMatchObject({
      before: { autoAccept: false, acceptLimitMinutes: 5 },
      after: { autoAccept: true, acceptLimitMinutes: 8 }
    })
    try {
      const o = await paidOrder()
      expect(await statusOf(o.orderId)).toBe('accepted')
      const ev = await t.db.one<{ actor_type: string }>(
        "SELECT actor_type FROM order_events WHERE order_id = $1 AND status = 'accepted'",
        [o.orderId]
      )
      expect(ev!.actor_type).toBe('system')
      const job = await t.db.one('SELECT 1 FROM jobs WHERE kind = $1 AND key = $2', [
        ACCEPT_TIMEOUT_JOB,
        String(o.orderId)
      ])
      expect(job).toBeUndefined()
      const b = await staff.get<BoardAnswer>('/board', { merchantId: String(shop.mchId) })
      expect(b.body.data.settings).toEqual({ autoAccept: true, acceptLimitMinutes: 8 })
      expect(b.body.data.orders.find((x) => x.id === o.orderId)?.column).toBe('preparing')
    } finally {
      await owner.post('/board/settings', {
        merchantId: shop.mchId,
        autoAccept: false,
        acceptLimitMinutes: 5
      })
    }
  })
})

describe('a supermarket self-pickup order on the board', () => {
  it('arrives as new, is accepted and marked ready (待取貨) by the store; its pickup code stays for the counter', async () => {
    const store = (await t.db.one<{ id: number }>(
      "SELECT id FROM merchants WHERE 'supermarket' = ANY(verticals) ORDER BY id LIMIT 1"
    ))!
    const g = (await t.db.one<{ id: number }>(
      'SELECT id FROM goods WHERE merchant_id = $1 AND spu_id IS NOT NULL ORDER BY id LIMIT 1',
      [store.id]
    ))!
    await t.db.query('UPDATE goods SET price = 5000, pack_fee = 0, stock = 50, limit_buy = 0 WHERE id = $1', [
      g.id
    ])
    await t.db.query(
      "UPDATE merchants SET pack_fee = 0, min_order = 0, activities = '[]'::jsonb WHERE id = $1",
      [store.id]
    )
    const u = await createUser(t)
    await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, 100000, $2)', [
      u.userId,
      t.clock.now()
    ])
    await fillCart(t, u.userId, store.id, [{ goodsId: g.id, productId: g.id, itemCount: 1, props: [] }])
    const sub = await t.client.postJson(
      '/v1/market/order/submitPickup',
      { clientKey: randomUUID(), mchId: store.id },
      { token: u.token }
    )
    expect(sub.body.code).toBe('0000')
    const { orderId } = sub.body.data as { orderId: number }
    await s.orderPayments.chargeWallet(u.userId, orderId)
    const c = staffClient(t)
    await c.login(`${await keyOf(store.id)}-staff`, DEV_STAFF_PASSWORD)
    const b = await c.get<BoardAnswer>('/board', { merchantId: String(store.id) })
    expect(b.body.data.orders.find((o) => o.id === orderId)).toMatchObject({
      column: 'new',
      fulfilment: 'pickup'
    })
    expect((await c.post('/board/accept', { orderId, prepMinutes: 10 })).body.code).toBe('0000')
    const ready = await c.post('/board/ready', { orderId })
    expect(ready.body.data).toMatchObject({ status: 'ready' })
    const d = (await t.client.get(`/v1/store/order/${orderId}`, {}, { token: u.token })).body
      .data as OrderDetail
    expect(d.statusText).toBe('待取貨')
    expect(d.pickup?.code).toMatch(/^\d{8}$/)
  })
})

describe('the board topic (MQTT)', () => {
  function connect(c: { username: string; password: string }) {
    return new Promise<mqtt.MqttClient>((resolve, reject) => {
      const client = mqtt.connect(url, {
        clean: true,
        reconnectPeriod: 0,
        connectTimeout: 5000,
        username: c.username,
        password: c.password
      })
      client.once('connect', () => resolve(client))
      client.once('error', (err) => {
        client.end(true)
        reject(err)
      })
    })
  }
  const granted = (client: mqtt.MqttClient, topic: string) =>
    client.subscribeAsync(topic).then(
      (g) => g.every((x) => x.qos !== 128),
      () => false
    )

  it('staff of the shop subscribe to its topic only, and hear a paid order and its accept', async () => {
    const creds = await staff.post<StaffMqttCredentials>('/mqtt/credentials', { merchantId: shop.mchId })
    expect(creds.body.code).toBe('0000')
    expect(creds.body.data.topic).toBe(boardTopic(shop.mchId))
    const client = await connect(creds.body.data)
    try {
      expect(await granted(client, boardTopic(other.mchId))).toBe(false)
      expect(await granted(client, 'shop/+/orders')).toBe(false)
      expect(await granted(client, boardTopic(shop.mchId))).toBe(true)
      const heard: BoardNews[] = []
      client.on('message', (_topic, payload) => heard.push(JSON.parse(payload.toString()) as BoardNews))
      const o = await paidOrder()
      await expect.poll(() => heard.some((n) => n.id === o.orderId && n.status === 'paid')).toBe(true)
      await staff.post('/board/accept', { orderId: o.orderId, prepMinutes: 10 })
      await expect.poll(() => heard.some((n) => n.id === o.orderId && n.status === 'accepted')).toBe(true)
      // another shop's orders are not heard here
      const theirs = await paidOrder(other)
      await otherStaff.post('/board/accept', { orderId: theirs.orderId, prepMinutes: 10 })
      const mine = await paidOrder()
      await expect.poll(() => heard.some((n) => n.id === mine.orderId)).toBe(true)
      expect(heard.some((n) => n.id === theirs.orderId)).toBe(false)
    } finally {
      client.end(true)
    }
  })

  it('another shop’s staff get no credentials for it; a customer’s credentials cannot subscribe', async () => {
    const theirs = await otherStaff.post('/mqtt/credentials', { merchantId: shop.mchId })
    expect(theirs.body.code).toBe('NOT_FOUND')
    const b = await buyer(t, shop)
    const info = await t.client.postJson('/v2/wm/pinCart/mqttAuthInfo', {}, { token: b.token })
    expect(info.body.code).toBe('0000')
    const client = await connect(info.body.data as { username: string; password: string })
    try {
      expect(await granted(client, boardTopic(shop.mchId))).toBe(false)
    } finally {
      client.end(true)
    }
  })

  it('credentials stop opening the topic once the console session ends, and logout closes the socket', async () => {
    const c = staffClient(t)
    await c.login(`${await keyOf(shop.mchId)}-staff`, DEV_STAFF_PASSWORD)
    const creds = await c.post<StaffMqttCredentials>('/mqtt/credentials', { merchantId: shop.mchId })
    const open = await connect(creds.body.data)
    expect(await granted(open, boardTopic(shop.mchId))).toBe(true)
    const closed = new Promise<void>((resolve) => open.once('close', () => resolve()))
    await c.post('/logout')
    // logging out closes the board's socket, and its credentials open nothing any more
    await closed
    await expect(connect(creds.body.data)).rejects.toThrow()
    // a session that ended otherwise (expired, revoked): subscribing is refused
    const c2 = staffClient(t)
    await c2.login(`${await keyOf(shop.mchId)}-staff`, DEV_STAFF_PASSWORD)
    const again = await c2.post<StaffMqttCredentials>('/mqtt/credentials', { merchantId: shop.mchId })
    const client = await connect(again.body.data)
    await t.db.query(
      'UPDATE staff_sessions SET revoked_at = $2 WHERE token_hash = (SELECT staff_session FROM mqtt_credentials WHERE username = $1)',
      [again.body.data.username, t.clock.now()]
    )
    try {
      expect(await granted(client, boardTopic(shop.mchId))).toBe(false)
    } finally {
      client.end(true)
    }
  })
})

describe('the customer’s order topic (MQTT, user/<id>/orders)', () => {
  function connect(c: { username?: string; password?: string }) {
    return new Promise<mqtt.MqttClient>((resolve, reject) => {
      const client = mqtt.connect(url, { clean: true, reconnectPeriod: 0, connectTimeout: 5000, ...c })
      client.once('connect', () => resolve(client))
      client.once('error', (err) => {
        client.end(true)
        reject(err)
      })
    })
  }
  const granted = (client: mqtt.MqttClient, topic: string) =>
    client.subscribeAsync(topic).then(
      (g) => g.every((x) => x.qos !== 128),
      () => false
    )
  const customerCreds = async (token: string) => {
    const info = await t.client.postJson('/v2/wm/pinCart/mqttAuthInfo', {}, { token })
    expect(info.body.code).toBe('0000')
    const { username, password } = info.body.data as { username: string; password: string }
    return { username, password }
  }

  it('the customer hears each move of their order (id and status only) as the shop works it', async () => {
    const o = await paidOrder()
    const client = await connect(await customerCreds(o.token))
    try {
      expect(await granted(client, userOrdersTopic(o.userId))).toBe(true)
      const heard: Array<Record<string, unknown>> = []
      client.on('message', (_t, payload) =>
        heard.push(JSON.parse(payload.toString()) as Record<string, unknown>)
      )
      await staff.post('/board/accept', { orderId: o.orderId, prepMinutes: 10 })
      await expect
        .poll(() => heard.find((n) => n.status === 'accepted'))
        .toEqual({ id: o.orderId, status: 'accepted' })
      await staff.post('/board/ready', { orderId: o.orderId })
      await expect.poll(() => heard.some((n) => n.id === o.orderId && n.status === 'ready')).toBe(true)
      // another customer's order is not heard here
      const theirs = await paidOrder()
      await staff.post('/board/accept', { orderId: theirs.orderId, prepMinutes: 10 })
      const mine = await staff.post('/board/reject', { orderId: (await paidOrder()).orderId, reason: 'busy' })
      expect(mine.body.code).toBe('0000')
      expect(heard.every((n) => n.id === o.orderId)).toBe(true)
    } finally {
      client.end(true)
    }
  })

  it('only the customer themself may subscribe: another user’s topic, staff and anonymous are refused', async () => {
    const a = await buyer(t, shop)
    const b = await buyer(t, shop)
    const client = await connect(await customerCreds(a.token))
    try {
      expect(await granted(client, userOrdersTopic(b.userId))).toBe(false)
      expect(await granted(client, 'user/+/orders')).toBe(false)
      expect(await granted(client, 'user/#')).toBe(false)
      expect(await granted(client, userOrdersTopic(a.userId))).toBe(true)
    } finally {
      client.end(true)
    }
    const creds = await staff.post<StaffMqttCredentials>('/mqtt/credentials', { merchantId: shop.mchId })
    const staffSocket = await connect(creds.body.data)
    try {
      expect(await granted(staffSocket, userOrdersTopic(a.userId))).toBe(false)
    } finally {
      staffSocket.end(true)
    }
    await expect(connect({})).rejects.toThrow()
  })
})
