#!/usr/bin/env node
// Signed GET /v1/appUser/getUser through the whole stack (signature check, nonce, token lookup,
// user read) at 100 connections, against a bare Fastify route in the same run. Every request gets
// a fresh nonce and signature, as the app sends them.
import { bareServer, cannon, login, signedHeaders, startServer } from './lib.mjs'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 100

const server = await startServer({ LOG_LEVEL: 'info' })
const token = await login(server)
const bare = await bareServer()
const base = await cannon({ url: bare.url, connections: CONNECTIONS, duration: DURATION })
const signed = await cannon({
  url: `${server.base}/api/v1/appUser/getUser`,
  connections: CONNECTIONS,
  duration: DURATION,
  requests: [
    { setupRequest: (req) => ({ ...req, headers: signedHeaders('GET', '/v1/appUser/getUser', {}, token) }) }
  ]
})
await bare.close()
await server.stop()
console.log(
  JSON.stringify(
    {
      bench: 'signed getUser vs bare Fastify route',
      connections: CONNECTIONS,
      seconds: DURATION,
      bare: { rps: Math.round(base.requests.average), p99ms: base.latency.p99 },
      signedGetUser: {
        rps: Math.round(signed.requests.average),
        p99ms: signed.latency.p99,
        failures: signed.non2xx + signed.errors
      },
      ratio: +(signed.requests.average / base.requests.average).toFixed(3)
    },
    null,
    2
  )
)
