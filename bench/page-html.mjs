#!/usr/bin/env node
// The HTML of a page URL (issue 13): a page without answers against home and a takeaway merchant's page, which
// carry their first screen's answers (server/src/http/page-boot.ts), at 50 connections asking for brotli.
// Needs an h5 build (dist/, or STATIC_DIR=<build>).
import { call, cannon, machine, startServer } from './lib.mjs'

const DURATION = Number(process.env.BENCH_SECONDS ?? 5)
const server = await startServer({ LOG_LEVEL: 'warn' })
const list = await call(server.base, 'GET', '/v1/store/merchant/list', {
  query: { vertical: 'takeaway', keyword: '美景', page: 1, pageSize: 1 }
})
console.log(JSON.stringify(await machine()))
for (const [name, path] of [
  ['page without answers', '/pagesA/login/login'],
  ['takeaway merchant', `/takeaway/mch-info/mch-info?id=${list.list[0].id}`],
  ['home', '/']
]) {
  const r = await cannon({
    url: server.base + path,
    connections: 50,
    duration: DURATION,
    headers: { 'accept-encoding': 'br' }
  })
  console.log(
    `${name.padEnd(22)} ${String(Math.round(r.requests.average)).padStart(6)} rps  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${r.errors + r.non2xx}`
  )
}
await server.stop?.()
process.exit(0)
