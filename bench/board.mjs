#!/usr/bin/env node
// The order board under load (issue 36 point 10): BENCH_SHOPS (50) shops, each receiving BENCH_PER_MINUTE (20)
// orders a minute for BENCH_MINUTES (1), every shop's board subscribed over MQTT-over-WebSocket with staff
// credentials (POST /api/staff/mqtt/credentials). Orders are placed and their gateway page read beforehand; the
// clock starts just before the gateway's signed payment callback is sent and stops when that order's `paid` news
// arrives on its shop's board topic. Open loop: payments go out at their scheduled times whatever the answers.
// Prints JSON: p50/p95/p99 of payment → board, the callback's own answer time, lost (no news within 5 s of the end),
// and the machine's load. SIMULATOR=off; PGlite in memory.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import mqtt from 'mqtt'
import { call, machine, root, signedHeaders, startServer } from './lib.mjs'

const SHOPS = Number(process.env.BENCH_SHOPS ?? 50)
const PER_MINUTE = Number(process.env.BENCH_PER_MINUTE ?? 20)
const MINUTES = Number(process.env.BENCH_MINUTES ?? 1)
const LOST_AFTER_MS = 5000
const STAFF_PASSWORD = 'lotus-staff-dev'

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const round = (n) => Math.round(n * 10) / 10

async function pool(items, limit, fn) {
  const out = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        out[i] = await fn(items[i], i)
      }
    })
  )
  return out
}

/** The demo shops' seed keys, in seed order (their staff log in as `<key>-staff`). */
function seedKeys() {
  const src = readFileSync(path.join(root, 'server/src/db/seed-data/merchant-defs.ts'), 'utf8')
  return [...src.matchAll(/^ {4}key: '([a-z0-9-]+)'/gm)].map((m) => m[1])
}

/** A console session: the cookie and CSRF token, as the browser keeps them. */
async function staffSession(base, username) {
  const r = await fetch(`${base}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: STAFF_PASSWORD })
  })
  const body = await r.json()
  if (body.code !== '0000' || body.data.stage !== 'done') return null
  const cookie = String(r.headers.get('set-cookie')).split(';')[0]
  return { cookie, csrf: body.data.me.csrfToken, shops: body.data.me.shops }
}

async function staffPost(base, s, p, json) {
  const r = await fetch(`${base}/api/staff${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: s.cookie, 'x-csrf-token': s.csrf },
    body: JSON.stringify(json)
  })
  const body = await r.json()
  if (body.code !== '0000') throw new Error(`${p}: ${body.code} ${body.msg}`)
  return body.data
}

const srv = await startServer({ SIMULATOR: 'off' })
const clients = []
try {
  const base = srv.base
  const listed = []
  for (let page = 1; page <= 10; page++) {
    const r = await call(base, 'GET', '/v1/store/merchant/list', {
      query: { vertical: 'takeaway', page: String(page), pageSize: '50' }
    })
    listed.push(...r.list)
    if (r.list.length < 50) break
  }
  const takeaway = { list: listed }
  const byId = new Map(takeaway.list.filter((m) => m.isOpen).map((m) => [m.id, m]))

  // Boards: a staff session per shop, each board subscribed to its shop's topic.
  const arrivals = new Map()
  const sessions = await pool(seedKeys(), 10, (key) => staffSession(base, `${key}-staff`))
  const shops = []
  for (const s of sessions) {
    const id = s?.shops[0]?.id
    if (s && id !== undefined && byId.has(id) && shops.length < SHOPS)
      shops.push({ m: byId.get(id), session: s })
  }
  // The seed may have fewer open takeaway shops than asked: the same total (SHOPS boards, SHOPS × PER_MINUTE
  // orders a minute) is then spread over those there are, each shop's board opened several times.
  const boardsPerShop = Math.ceil(SHOPS / shops.length)
  const boards = Array.from({ length: SHOPS }, (_x, i) => shops[i % shops.length])
  const tConnect = performance.now()
  await pool(boards, 10, async (shop) => {
    const c = await staffPost(base, shop.session, '/mqtt/credentials', { merchantId: shop.m.id })
    const client = mqtt.connect(c.url, {
      username: c.username,
      password: c.password,
      clientId: c.clientId,
      reconnectPeriod: 0
    })
    clients.push(client)
    await new Promise((resolve, reject) => {
      client.once('connect', resolve)
      client.once('error', reject)
    })
    const granted = await client.subscribeAsync(c.topic)
    if (granted.some((g) => g.qos === 128)) throw new Error(`subscribe refused: ${c.topic}`)
    client.on('message', (_t, payload) => {
      const news = JSON.parse(payload.toString())
      // the first of the shop's boards to hear it (they hear it together)
      if (news.status === 'paid' && !arrivals.has(news.id)) arrivals.set(news.id, performance.now())
    })
  })
  const connectMs = performance.now() - tConnect

  // Orders, placed beforehand: a customer per shop with an address beside it, the priciest plain dish.
  const tPrep = performance.now()
  await pool(shops, 5, async (shop, i) => {
    const phone = `6${String(4000000 + i).padStart(7, '0')}`
    const login = await call(base, 'POST', '/wx/wxAuth/miniAppletPhoneLogin', {
      json: { wxAuthCode: `sandbox:853:${phone}`, openCode: `bench-board-${phone}` }
    })
    shop.token = login.token
    await call(base, 'POST', '/v1/user/address/save', {
      token: shop.token,
      json: {
        name: '陳大文',
        areaCode: '853',
        phone,
        address: shop.m.address,
        detail: '1樓',
        lat: shop.m.lat + 0.001,
        lng: shop.m.lng + 0.001,
        isDefault: true
      }
    })
    shop.addressId = (await call(base, 'GET', '/v1/user/address/list', { token: shop.token }))[0].id
    const menu = await call(base, 'GET', `/v1/store/merchant/${shop.m.id}/menu`)
    shop.goods = menu.categories
      .flatMap((c) => c.goods)
      .filter((g) => g.props.length === 0 && !g.soldOut)
      .sort((a, b) => b.price - a.price)[0]
  })
  const usable = shops.filter((s) => s.goods)
  const orders = []
  const refusals = new Map()
  // one shop's orders one after another (its customer has one cart there), shops side by side
  const perShop = Math.round((PER_MINUTE * MINUTES * SHOPS) / usable.length)
  await pool(usable, 5, async (shop) => {
    for (let k = 0; k < perShop; k++) {
      try {
        await call(base, 'POST', '/v1/store/cart/add', {
          token: shop.token,
          json: { mchId: shop.m.id, goodsId: shop.goods.id, itemCount: 1, props: [] }
        })
        const placed = await call(base, 'POST', '/v1/store/order/submit', {
          token: shop.token,
          json: { clientKey: crypto.randomUUID(), mchId: shop.m.id, addressId: shop.addressId }
        })
        const form = { orderId: String(placed.orderId) }
        const r = await fetch(`${base}/api/v1/pay/online`, {
          method: 'POST',
          headers: signedHeaders('POST', '/v1/pay/online', form, shop.token),
          body: new URLSearchParams(form).toString()
        })
        const { payUrl } = (await r.json()).data
        const html = await (await fetch(`${base}${payUrl}`)).text()
        const body = /class="success" data-body="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
        if (body) orders.push({ id: placed.orderId, body })
      } catch (err) {
        // a shop that refuses (closed, below its minimum) is left out of the count
        refusals.set(err.message, (refusals.get(err.message) ?? 0) + 1)
      }
    }
  })
  // the payments go out in a mixed order, as they would from many customers
  orders.sort(() => Math.random() - 0.5)
  const prepSeconds = (performance.now() - tPrep) / 1000

  // The minute(s) of payments: open loop at the target rate.
  const perSecond = orders.length / (MINUTES * 60)
  const sentAt = new Map()
  const answers = []
  let failed = 0
  const pending = []
  const t0 = performance.now()
  await new Promise((resolve) => {
    let sent = 0
    const tick = () => {
      const due = Math.min(orders.length, Math.floor(((performance.now() - t0) / 1000) * perSecond) + 1)
      for (; sent < due; sent++) {
        const o = orders[sent]
        const start = performance.now()
        sentAt.set(o.id, start)
        pending.push(
          fetch(`${base}/api/v1/pay/callback`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: o.body
          })
            .then((r) => r.json())
            .then((r) => {
              if (r.code !== '0000') failed++
              answers.push(performance.now() - start)
            })
            .catch(() => failed++)
        )
      }
      if (sent >= orders.length) resolve()
      else setTimeout(tick, 5)
    }
    tick()
  })
  await Promise.all(pending)
  const end = Date.now() + LOST_AFTER_MS
  while (Date.now() < end && [...sentAt.keys()].some((id) => !arrivals.has(id))) {
    await new Promise((r) => setTimeout(r, 50))
  }
  const latencies = [...sentAt]
    .filter(([id]) => arrivals.has(id))
    .map(([id, at]) => arrivals.get(id) - at)
    .sort((a, b) => a - b)
  answers.sort((a, b) => a - b)
  console.log(
    JSON.stringify(
      {
        shopsAsked: SHOPS,
        shopsWithOrders: usable.length,
        boardsPerShop,
        boardsSubscribed: clients.length,
        ordersPerMinutePerShop: PER_MINUTE,
        minutes: MINUTES,
        payments: sentAt.size,
        paymentsPerSecond: round(sentAt.size / ((performance.now() - t0) / 1000)),
        paymentToBoardMs: {
          p50: round(pct(latencies, 50)),
          p95: round(pct(latencies, 95)),
          p99: round(pct(latencies, 99)),
          max: round(latencies[latencies.length - 1] ?? NaN)
        },
        callbackAnswerMs: { p50: round(pct(answers, 50)), p95: round(pct(answers, 95)) },
        lost: sentAt.size - latencies.length,
        failed,
        refusedWhilePlacing: Object.fromEntries(refusals),
        boardsConnectSeconds: round(connectMs / 1000),
        prepSeconds: round(prepSeconds),
        machine: await machine()
      },
      null,
      2
    )
  )
} finally {
  for (const c of clients) c.end(true)
  await srv.stop()
}
