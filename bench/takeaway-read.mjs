#!/usr/bin/env node
// Menu read (GET /v1/store/merchant/{id}/menu, public) and cart calc (POST /v2/wm/cart/calc with
// the user's stored 3-line cart, signed and logged in) at 100 connections, each as a ratio to the same
// server's unsigned `GET /api` measured in the same run, the three taking turns in five slices (BENCH_SECONDS each in
// all), from autocannon (BENCH_CLIENT=closedLoop: the lighter client in bench/lib.mjs). BENCH_DATABASE_URL: on a
// fresh PostgreSQL database.
import { alternate, call, login, machine, signedHeaders, startServer, withDatabase } from './lib.mjs'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 100

await withDatabase(async (env) => {
  const server = await startServer({ LOG_LEVEL: 'info', ...env })
  const token = await login(server)
  // the 24-hour cha chaan teng: its cart can be priced at any hour
  const list = await call(server.base, 'GET', '/v1/store/merchant/list', {
    query: { vertical: 'takeaway', keyword: '美景', page: 1, pageSize: 5 }
  })
  const mch = list.list[0]
  const menu = await call(server.base, 'GET', `/v1/store/merchant/${mch.id}/menu`)
  const goods = menu.categories.flatMap((c) => c.goods).filter((g) => !g.soldOut && g.stock > 5)
  const lines = goods.slice(0, 3).map((g) => ({
    goodsId: g.id,
    itemCount: 1,
    props: g.props
      .filter((p) => p.required)
      .map((p) => ({ name: p.name, values: [{ value: p.values[0].value }] }))
  }))
  const point = { lat: mch.lat + 0.003, lng: mch.lng + 0.003 }
  await call(server.base, 'POST', '/v2/wm/cart/calc', {
    token,
    json: { mchId: mch.id, ...point, data: lines }
  })
  const calcBody = JSON.stringify({ mchId: mch.id, ...point, data: null })

  const before = await machine()
  const runs = await alternate(
    server.port,
    {
      ownApi: { method: 'GET', path: '/api' },
      menu: {
        method: 'GET',
        path: `/api/v1/store/merchant/${mch.id}/menu`,
        headers: () => signedHeaders('GET', `/v1/store/merchant/${mch.id}/menu`, {}, '')
      },
      cartCalc: {
        method: 'POST',
        path: '/api/v2/wm/cart/calc',
        body: calcBody,
        headers: () => signedHeaders('POST', '/v2/wm/cart/calc', {}, token, calcBody)
      }
    },
    { seconds: DURATION, connections: CONNECTIONS }
  )
  await server.stop()
  const pick = ({ rps, ...r }) => ({
    rps: Math.round(rps),
    ...r,
    ratio: +(rps / runs.ownApi.rps).toFixed(3)
  })
  console.log(
    JSON.stringify(
      {
        bench: 'takeaway reads vs the server’s own GET /api',
        client: process.env.BENCH_CLIENT ?? 'autocannon',
        db: env.DATABASE_URL ? 'postgresql' : 'pglite',
        connections: CONNECTIONS,
        seconds: DURATION,
        machine: { before, after: await machine() },
        ownApi: { ...runs.ownApi, rps: Math.round(runs.ownApi.rps) },
        menu: pick(runs.menu),
        cartCalc: pick(runs.cartCalc)
      },
      null,
      2
    )
  )
})
