#!/usr/bin/env node
// Order submits per second at 50 connections, on PGlite and on PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; a fresh database is created and dropped; skipped if unreachable).
// Each connection is one user (logged in through the WeChat sandbox) for the whole run and loops: cart/calc
// (refill the cart) → order/submit (fresh clientKey). Every request is signed as the app signs it. Also prints
// PGlite's raw write-transaction rate measured in the same run (the ceiling for submits on PGlite). Prints JSON.
// BENCH_DB=pglite|postgresql runs only one of the two.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import http from 'node:http'
import pg from 'pg'
import { call, cpuWindow, machine, signedHeaders as headers, startServer } from './lib.mjs'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 50
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** The shop every buyer orders from: the first takeaway merchant, made open, no minimum; one goods. */
const SHOP_SQL = [
  `UPDATE merchants SET open_hours = '', is_open = true, min_order = 0
   WHERE id = (SELECT id FROM merchants WHERE 'takeaway' = ANY(verticals) ORDER BY id LIMIT 1)`,
  `UPDATE goods SET stock = 100000000, total_stock = 100000000, limit_buy = 0
   WHERE merchant_id = (SELECT id FROM merchants WHERE 'takeaway' = ANY(verticals) ORDER BY id LIMIT 1)`
]

async function prepareBuyers(base) {
  const list = await call(base, 'GET', '/v1/store/merchant/list', {
    query: { vertical: 'takeaway', sort: 'distance', pageSize: '50' }
  })
  const ids = list.list.map((m) => m.id).sort((a, b) => a - b)
  const m = list.list.find((x) => x.id === ids[0])
  const menu = await call(base, 'GET', `/v1/store/merchant/${m.id}/menu`)
  const goods = menu.categories
    .flatMap((c) => c.goods)
    .find((g) => !g.props.some((p) => p.required) && !g.soldOut)
  const buyers = []
  for (let i = 0; i < CONNECTIONS; i++) {
    const phone = `6${String(3_000_000 + i).padStart(7, '0')}`
    const login = await call(base, 'POST', '/wx/wxAuth/miniAppletPhoneLogin', {
      json: { wxAuthCode: `sandbox:853:${phone}`, openCode: `bench-${phone}` }
    })
    const addr = await call(base, 'POST', '/v1/user/address/save', {
      token: login.token,
      json: {
        name: '陳先生',
        areaCode: '853',
        phone: '66123456',
        address: '澳門測試地址',
        lat: m.lat + 0.002,
        lng: m.lng + 0.001,
        isDefault: true
      }
    })
    buyers.push({ token: login.token, addressId: addr.id })
  }
  return { mchId: m.id, lat: m.lat + 0.002, lng: m.lng + 0.001, goodsId: goods.id, buyers }
}

/** One keep-alive connection per worker (node:http, no pooling between workers). */
function connection(base) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const { hostname, port } = new URL(base)
  return (p, headers, body) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        {
          agent,
          hostname,
          port,
          path: `/api${p}`,
          method: 'POST',
          headers: { ...headers, 'content-length': Buffer.byteLength(body) }
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (d) => (text += d))
          res.on('end', () => resolve(JSON.parse(text)))
        }
      )
      req.on('error', reject)
      req.end(body)
    })
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? null

/**
 * PGlite's own write-transaction rate in this process (BEGIN; one indexed UPDATE; one INSERT; COMMIT through
 * PGlite.transaction): the physical ceiling of anything that commits once per unit of work on PGlite.
 */
async function pgliteRawRate(seconds, dataDir) {
  const db = await PGlite.create(dataDir)
  await db.exec(`CREATE TABLE s (id int PRIMARY KEY, n int); INSERT INTO s SELECT g, 0 FROM generate_series(1, 100) g;
    CREATE TABLE o (id serial PRIMARY KEY, s_id int, at bigint)`)
  const until = performance.now() + seconds * 1000
  let tx = 0
  while (performance.now() < until) {
    await db.transaction(async (t) => {
      const id = 1 + (tx % 100)
      await t.query('UPDATE s SET n = n + 1 WHERE id = $1', [id])
      await t.query('INSERT INTO o (s_id, at) VALUES ($1, $2)', [id, Date.now()])
    })
    tx++
  }
  const tUntil = performance.now() + seconds * 1000
  let q = 0
  while (performance.now() < tUntil) {
    await db.query('SELECT n FROM s WHERE id = $1', [1 + (q % 100)])
    q++
  }
  await db.close()
  return {
    writeTransactionsPerSecond: Math.round(tx / seconds),
    keyedSelectsPerSecond: Math.round(q / seconds)
  }
}

async function runOn(label, env, restock) {
  // first start seeds the database; the restock makes stock unlimited so only the server's speed counts
  let server = await startServer({ ...env, SIMULATOR: 'off', LOG_LEVEL: 'warn' })
  if (restock.live) {
    await restock.live()
  } else {
    await server.stop()
    await restock.offline()
    server = await startServer({ ...env, SIMULATOR: 'off', LOG_LEVEL: 'warn' })
  }
  const shop = await prepareBuyers(server.base)
  const calcBody = JSON.stringify({
    mchId: shop.mchId,
    lat: shop.lat,
    lng: shop.lng,
    data: [{ goodsId: shop.goodsId, itemCount: 1, props: [] }]
  })
  let ok = 0
  const failures = {}
  const submitMs = []
  const loopMs = []
  const before = await machine()
  const cpu = await cpuWindow(server.pid)
  const t0 = performance.now()
  const until = t0 + DURATION * 1000
  // Each worker is one connection and one buyer for the whole run (no two connections ever share a cart).
  await Promise.all(
    shop.buyers.map(async (buyer) => {
      const send = connection(server.base)
      while (performance.now() < until) {
        const l0 = performance.now()
        const calc = await send(
          '/v2/wm/cart/calc',
          headers('POST', '/v2/wm/cart/calc', {}, buyer.token, calcBody),
          calcBody
        )
        if (calc.code !== '0000') {
          failures[`calc ${calc.code}`] = (failures[`calc ${calc.code}`] ?? 0) + 1
          continue
        }
        const body = JSON.stringify({
          clientKey: randomUUID(),
          mchId: shop.mchId,
          addressId: buyer.addressId
        })
        const s0 = performance.now()
        const res = await send(
          '/v1/store/order/submit',
          headers('POST', '/v1/store/order/submit', {}, buyer.token, body),
          body
        )
        const end = performance.now()
        submitMs.push(end - s0)
        loopMs.push(end - l0)
        if (res.code === '0000') ok++
        else failures[res.code] = (failures[res.code] ?? 0) + 1
      }
    })
  )
  const seconds = (performance.now() - t0) / 1000
  const used = cpu()
  const after = await machine()
  await server.stop()
  submitMs.sort((a, b) => a - b)
  loopMs.sort((a, b) => a - b)
  const r = (n) => (n === null ? null : Math.round(n * 10) / 10)
  return {
    db: label,
    submitsPerSecond: Math.round(ok / seconds),
    ordersPlaced: ok,
    submitFailures: failures,
    submitMs: { p50: r(pct(submitMs, 50)), p99: r(pct(submitMs, 99)) },
    calcThenSubmitMs: { p50: r(pct(loopMs, 50)), p99: r(pct(loopMs, 99)) },
    // CPU ms per order placed (one calc + submit loop) in each process: what a rate costs on this machine
    cpuMsPerLoop: used && {
      server: r((used.cpuSeconds.server * 1000) / Math.max(1, ok)),
      bench: r((used.cpuSeconds.bench * 1000) / Math.max(1, ok)),
      postgres: r((used.cpuSeconds.postgres * 1000) / Math.max(1, ok)),
      coresBusy: used.busy
    },
    machine: { before, after }
  }
}

async function main() {
  const out = {
    bench: 'order submit (cart/calc + submit per loop)',
    connections: CONNECTIONS,
    seconds: DURATION,
    runs: []
  }

  const only = process.env.BENCH_DB
  // the ceiling first, in this process, before any server runs: on a data directory like the server's
  const rawDir = mkdtempSync(path.join(tmpdir(), 'lotus-bench-raw-'))
  if (only !== 'postgresql') {
    try {
      out.pgliteRaw = await pgliteRawRate(Math.min(DURATION, 5), rawDir)
    } finally {
      rmSync(rawDir, { recursive: true, force: true })
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'lotus-bench-'))
  if (only !== 'postgresql')
    try {
      out.runs.push(
        await runOn(
          'pglite',
          { DATA_DIR: dir },
          {
            offline: async () => {
              const db = await PGlite.create(dir)
              for (const sql of SHOP_SQL) await db.query(sql)
              await db.close()
            }
          }
        )
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }

  if (only === 'pglite') {
    console.log(JSON.stringify(out, null, 2))
    return
  }
  const name = `bench_orders_${process.pid}`
  const admin = new pg.Client({ connectionString: PG_URL })
  try {
    await admin.connect()
  } catch (e) {
    out.runs.push({ db: 'postgresql', skipped: `cannot connect to ${PG_URL}: ${e.message}` })
    console.log(JSON.stringify(out, null, 2))
    return
  }
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(PG_URL)
  url.pathname = `/${name}`
  try {
    out.runs.push(
      await runOn(
        'postgresql',
        { DATABASE_URL: url.toString() },
        {
          live: async () => {
            const c = new pg.Client({ connectionString: url.toString() })
            await c.connect()
            for (const sql of SHOP_SQL) await c.query(sql)
            await c.end()
          }
        }
      )
    )
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
  console.log(JSON.stringify(out, null, 2))
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
