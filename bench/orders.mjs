#!/usr/bin/env node
// Order submits per second at 50 connections, on PGlite and on PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; a fresh database is created and dropped; skipped if unreachable).
// Each connection is one user (logged in through the WeChat sandbox) and loops: cart/calc (refill the cart) →
// order/submit (fresh clientKey). Every request is signed as the app signs it. Prints JSON.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import autocannon from 'autocannon'
import pg from 'pg'
import { call, signedHeaders as headers, startServer } from './lib.mjs'

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
  // spare buyers beyond the connections: one held by a loop that timed out is not given back
  for (let i = 0; i < CONNECTIONS + 10; i++) {
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
  const free = [...shop.buyers]
  let ok = 0
  const failures = {}
  const calcBody = JSON.stringify({
    mchId: shop.mchId,
    lat: shop.lat,
    lng: shop.lng,
    data: [{ goodsId: shop.goodsId, itemCount: 1, props: [] }]
  })
  const result = await new Promise((resolve, reject) =>
    autocannon(
      {
        url: server.base,
        connections: CONNECTIONS,
        duration: DURATION,
        requests: [
          {
            method: 'POST',
            path: '/api/v2/wm/cart/calc',
            setupRequest: (req, context) => {
              // autocannon clears the context every loop: a buyer is taken from the free pool for one
              // calc → submit loop and given back when the submit answers, so no two connections share a cart
              context.buyer = free.pop() ?? shop.buyers[0]
              return {
                ...req,
                body: calcBody,
                headers: headers('POST', '/v2/wm/cart/calc', {}, context.buyer.token, calcBody)
              }
            }
          },
          {
            method: 'POST',
            path: '/api/v1/store/order/submit',
            setupRequest: (req, context) => {
              const body = JSON.stringify({
                clientKey: randomUUID(),
                mchId: shop.mchId,
                addressId: context.buyer.addressId
              })
              return {
                ...req,
                body,
                headers: headers('POST', '/v1/store/order/submit', {}, context.buyer.token, body)
              }
            },
            onResponse: (status, body, context) => {
              free.push(context.buyer)
              const code = JSON.parse(body).code
              if (code === '0000') ok++
              else failures[code] = (failures[code] ?? 0) + 1
            }
          }
        ]
      },
      (err, res) => (err ? reject(err) : resolve(res))
    )
  )
  await server.stop()
  return {
    db: label,
    submitsPerSecond: Math.round(ok / DURATION),
    ordersPlaced: ok,
    submitFailures: failures,
    httpRequestsPerSecond: Math.round(result.requests.average),
    p99ms: result.latency.p99,
    errors: result.errors + result.non2xx
  }
}

async function main() {
  const out = {
    bench: 'order submit (cart/calc + submit per loop)',
    connections: CONNECTIONS,
    seconds: DURATION,
    runs: []
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'lotus-bench-'))
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
