#!/usr/bin/env node
// Issue 14 point 6: order submits per second with 1, 2 and 4 server processes on one PostgreSQL and one Redis.
// 50 connections in all (each its own buyer, looping cart/calc → order/submit with a fresh clientKey, every
// request signed), spread evenly over the processes; a fresh database per run (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres) and a fresh Redis prefix (BENCH_REDIS_URL, default
// redis://127.0.0.1:6379). BENCH_PROCESSES=1,2,4 and BENCH_SECONDS=10 by default. Prints JSON.
import { randomBytes, randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import pg from 'pg'
import { call, signedHeaders as headers, startServer } from './lib.mjs'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 50
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379'
const COUNTS = (process.env.BENCH_PROCESSES ?? '1,2,4').split(',').map(Number)

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
    const phone = `6${String(4_000_000 + i).padStart(7, '0')}`
    const login = await call(base, 'POST', '/wx/wxAuth/miniAppletPhoneLogin', {
      json: { wxAuthCode: `sandbox:853:${phone}`, openCode: `scale-${phone}` }
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

async function runWith(n) {
  const name = `bench_scale_${process.pid}_${n}`
  const admin = new pg.Client({ connectionString: PG_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(PG_URL)
  url.pathname = `/${name}`
  const env = {
    DATABASE_URL: url.toString(),
    REDIS_URL,
    REDIS_PREFIX: `bench-${randomBytes(4).toString('hex')}:`,
    SIMULATOR: 'off',
    LOG_LEVEL: 'warn'
  }
  const servers = []
  try {
    servers.push(await startServer(env))
    const c = new pg.Client({ connectionString: url.toString() })
    await c.connect()
    for (const sql of SHOP_SQL) await c.query(sql)
    await c.end()
    for (let i = 1; i < n; i++) servers.push(await startServer(env))
    const shop = await prepareBuyers(servers[0].base)
    const calcBody = JSON.stringify({
      mchId: shop.mchId,
      lat: shop.lat,
      lng: shop.lng,
      data: [{ goodsId: shop.goodsId, itemCount: 1, props: [] }]
    })
    const free = [...shop.buyers]
    let ok = 0
    const failures = {}
    const results = await Promise.all(
      servers.map(
        (server, i) =>
          new Promise((resolve, reject) =>
            autocannon(
              {
                url: server.base,
                connections: Math.floor(CONNECTIONS / n) + (i < CONNECTIONS % n ? 1 : 0),
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
      )
    )
    return {
      processes: n,
      submitsPerSecond: Math.round(ok / DURATION),
      ordersPlaced: ok,
      submitFailures: failures,
      p99ms: Math.max(...results.map((r) => r.latency.p99)),
      errors: results.reduce((s, r) => s + r.errors + r.non2xx, 0)
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()))
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}

const out = {
  bench: 'order submits with N processes on PostgreSQL + Redis',
  connections: CONNECTIONS,
  seconds: DURATION,
  runs: []
}
for (const n of COUNTS) out.runs.push(await runWith(n))
console.log(JSON.stringify(out, null, 2))
