#!/usr/bin/env node
// Signed GET /v1/appUser/getUser through the whole stack (signature check, nonce, token lookup, user read) at
// 100 connections, as a ratio to the same server's unsigned `GET /api` (server time: no database, no signature)
// measured in the same run, the two taking turns in five slices (BENCH_SECONDS each in all). Every request gets a
// fresh nonce and signature, as the app sends them; the load comes from autocannon (BENCH_CLIENT=closedLoop:
// the lighter client in bench/lib.mjs).
// BENCH_DATABASE_URL=postgres://… runs the server on a fresh PostgreSQL database instead of PGlite in memory.
import {
  alternate,
  bareServer,
  cannon,
  login,
  machine,
  signedHeaders,
  startServer,
  withDatabase
} from './lib.mjs'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 100

await withDatabase(async (env) => {
  const server = await startServer({ LOG_LEVEL: 'info', ...env })
  const token = await login(server)
  const before = await machine()
  const runs = await alternate(
    server.port,
    {
      own: { method: 'GET', path: '/api' },
      signed: {
        method: 'GET',
        path: '/api/v1/appUser/getUser',
        headers: () => signedHeaders('GET', '/v1/appUser/getUser', {}, token)
      }
    },
    { seconds: DURATION, connections: CONNECTIONS }
  )
  await server.stop()
  // for comparison with the earlier entries of docs/performance.md (a Fastify route inside the bench process)
  const bare = process.env.BENCH_BARE ? await bareServer() : null
  const bareRun = bare ? await cannon({ url: bare.url, connections: CONNECTIONS, duration: DURATION }) : null
  await bare?.close()
  console.log(
    JSON.stringify(
      {
        bench: 'signed getUser vs the server’s own GET /api',
        client: process.env.BENCH_CLIENT ?? 'autocannon',
        db: env.DATABASE_URL ? 'postgresql' : 'pglite',
        connections: CONNECTIONS,
        seconds: DURATION,
        machine: { before, after: await machine() },
        ownApi: { ...runs.own, rps: Math.round(runs.own.rps) },
        signedGetUser: { ...runs.signed, rps: Math.round(runs.signed.rps) },
        ratio: +(runs.signed.rps / runs.own.rps).toFixed(3),
        ...(bareRun
          ? { bareFastify: { rps: Math.round(bareRun.requests.average), p99ms: bareRun.latency.p99 } }
          : {})
      },
      null,
      2
    )
  )
})
