#!/usr/bin/env node
// Signed GET /v1/appUser/getUser through the whole stack (signature check, nonce store, token
// lookup, user read) at 100 connections, against a bare Fastify route in the same run.
// Every request gets a fresh nonce and signature, as the app sends them.
import { createHmac, randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { freePort, startServer } from './lib.mjs'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 100
const KEY = 'lotus-dev-key'
const SECRET = 'lotus-dev-secret'

function signed(method, path, params, token) {
  const nonce = randomUUID()
  const ts = String(Date.now())
  const keys = Object.keys(params).sort()
  const pp = keys.length
    ? `${path}?${keys.map((k) => (params[k] === '' ? k : `${k}=${params[k]}`)).join('&')}`
    : path
  const text = [method, '', `apptoken:${token}`, `x-ca-nonce:${nonce}`, `x-ca-timestamp:${ts}`, pp].join('\n')
  return {
    apptoken: token,
    mchid: '',
    source: 'h5',
    version: '2.6.19',
    'content-type': 'application/x-www-form-urlencoded',
    goodsrecommend: '1',
    adrecommend: '1',
    'x-ca-key': KEY,
    'x-ca-signature-method': 'HmacSHA256',
    'x-ca-timestamp': ts,
    'x-ca-nonce': nonce,
    'x-ca-signature-headers': 'apptoken,x-ca-nonce,x-ca-timestamp',
    'x-ca-signature': createHmac('sha256', SECRET).update(text).digest('base64')
  }
}

async function login(srv) {
  const phone = `6${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
  const q = { areaCode: '853', phone, type: 'login' }
  const qs = new URLSearchParams(q).toString()
  let r = await fetch(`${srv.base}/api/v1/appUser/sendCode?${qs}`, {
    headers: signed('GET', '/v1/appUser/sendCode', q, '')
  })
  if ((await r.json()).code !== '0000') throw new Error('sendCode failed')
  let code
  for (let i = 0; i < 100 && !code; i++) {
    code = srv.logs.find((l) => l.msg === 'sms code' && l.phone === phone)?.code
    if (!code) await new Promise((res) => setTimeout(res, 50))
  }
  const form = { areaCode: '853', phone, code }
  r = await fetch(`${srv.base}/api/v1/appUser/registered`, {
    method: 'POST',
    headers: signed('POST', '/v1/appUser/registered', form, ''),
    body: new URLSearchParams(form).toString()
  })
  const body = await r.json()
  if (body.code !== '0000') throw new Error(`login failed: ${body.msg}`)
  return body.data.token
}

const run = (opts) =>
  new Promise((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))))

async function main() {
  // info level: the development SMS provider logs the login code at info
  const server = await startServer({ LOG_LEVEL: 'info' })
  const tok = await login(server)
  const bare = Fastify()
  bare.get('/bare', async () => ({ code: '0000', msg: '', data: { id: 1 } }))
  const barePort = await freePort()
  await bare.listen({ port: barePort, host: '127.0.0.1' })

  const base = await run({
    url: `http://127.0.0.1:${barePort}/bare`,
    connections: CONNECTIONS,
    duration: DURATION
  })
  const signedRun = await run({
    url: `${server.base}/api/v1/appUser/getUser`,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      { setupRequest: (req) => ({ ...req, headers: signed('GET', '/v1/appUser/getUser', {}, tok) }) }
    ]
  })
  const bad = signedRun.non2xx + signedRun.errors
  await bare.close()
  await server.stop()
  const result = {
    bench: 'signed getUser vs bare Fastify route',
    connections: CONNECTIONS,
    seconds: DURATION,
    bare: { rps: Math.round(base.requests.average), p99ms: base.latency.p99 },
    signedGetUser: {
      rps: Math.round(signedRun.requests.average),
      p99ms: signedRun.latency.p99,
      failures: bad
    },
    ratio: +(signedRun.requests.average / base.requests.average).toFixed(3)
  }
  console.log(JSON.stringify(result, null, 2))
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
