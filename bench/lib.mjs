// Shared bench helpers: start our server as a child process and read its JSON log lines.
import { createHash, createHmac, randomUUID } from 'node:crypto'
import { spawn } from 'node:child_process'
import { connect, createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export async function freePort() {
  return new Promise((resolve) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })
}

// The server as `npm start` runs it: compiled once per bench process (server/scripts/build.mjs) into .temp/.
// BENCH_TSX=1 runs the TypeScript through tsx instead, for comparison.
let compiled
function serverEntry() {
  if (process.env.BENCH_TSX) return Promise.resolve(['--import', 'tsx', 'src/main.ts'])
  compiled ??= import(pathToFileURL(path.join(root, 'server/scripts/build.mjs')).href)
    .then(({ processBuild }) => processBuild(path.join(root, '.temp'), 'bench-server-'))
    .then((entry) => ['--enable-source-maps', entry])
  return compiled
}

export async function startServer(extraEnv = {}) {
  const port = await freePort()
  const entry = await serverEntry()
  const logs = []
  // BENCH_CPU_PROF=<dir>: the server child writes a V8 CPU profile there when it stops (node --cpu-prof)
  const prof = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_CPU_PROF)]
    : []
  const child = spawn(process.execPath, [...prof, ...entry], {
    cwd: path.join(root, 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      LOG_LEVEL: 'warn',
      STATIC_DIR: process.env.STATIC_DIR ?? path.join(root, 'dist'),
      // benchmarks log users in by SMS without solving the captcha (never allowed in production)
      CAPTCHA: 'off',
      ...extraEnv
    },
    stdio: ['ignore', 'pipe', 'inherit']
  })
  let buf = ''
  // Only the lines benches wait for are parsed (SMS codes, the precompression, warnings and errors): parsing
  // every request log line in the process that also drives the load slowed the reading of the child's stdout
  // until the server blocked on the full pipe (pino's atomic-sleep, 14 % of the server's CPU in a profile).
  const wanted = /"msg":"(sms code|h5 precompressed)"|"level":[456]0/
  child.stdout.on('data', (d) => {
    buf += d
    let i
    while ((i = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, i)
      buf = buf.slice(i + 1)
      if (!wanted.test(line)) continue
      try {
        logs.push(JSON.parse(line))
      } catch {
        // not a JSON line
      }
    }
  })
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    base,
    port,
    pid: child.pid,
    logs,
    stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM')))
  }
}

const KEY = 'lotus-dev-key'
const SECRET = 'lotus-dev-secret'

/** Every header of api-conventions.md, signed as the app signs it (fresh nonce per call). */
export function signedHeaders(method, p, params, token = '', body = undefined) {
  const nonce = randomUUID()
  const ts = String(Date.now())
  const keys = Object.keys(params).sort()
  const pp = keys.length
    ? `${p}?${keys.map((k) => (params[k] === '' ? k : `${k}=${params[k]}`)).join('&')}`
    : p
  const md5 = body === undefined ? '' : createHash('md5').update(body).digest('base64')
  const text = [method, md5, `apptoken:${token}`, `x-ca-nonce:${nonce}`, `x-ca-timestamp:${ts}`, pp].join(
    '\n'
  )
  return {
    apptoken: token,
    mchid: '',
    source: 'h5',
    version: '2.6.19',
    'content-type': body === undefined ? 'application/x-www-form-urlencoded' : 'application/json',
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

/** One signed call; throws unless the envelope says 0000. */
export async function call(base, method, p, { token = '', json, query = {} } = {}) {
  const body = json === undefined ? undefined : JSON.stringify(json)
  const qs = new URLSearchParams(query).toString()
  const r = await fetch(`${base}/api${p}${qs ? `?${qs}` : ''}`, {
    method,
    headers: signedHeaders(method, p, json === undefined ? query : {}, token, body),
    body
  })
  const res = await r.json()
  if (res.code !== '0000') throw new Error(`${p}: ${res.code} ${res.msg}`)
  return res.data
}

/** Log a fresh Macau number in by SMS code (the server must log at info: the code is read from its log). */
export async function login(srv, phone = `6${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`) {
  await call(srv.base, 'GET', '/v1/appUser/sendCode', { query: { areaCode: '853', phone, type: 'login' } })
  let code
  for (let i = 0; i < 200 && !code; i++) {
    code = srv.logs.find((l) => l.msg === 'sms code' && l.phone === phone)?.code
    if (!code) await new Promise((res) => setTimeout(res, 50))
  }
  const form = { areaCode: '853', phone, code }
  const r = await fetch(`${srv.base}/api/v1/appUser/registered`, {
    method: 'POST',
    headers: signedHeaders('POST', '/v1/appUser/registered', form, ''),
    body: new URLSearchParams(form).toString()
  })
  const body = await r.json()
  if (body.code !== '0000') throw new Error(`login failed: ${body.msg}`)
  return body.data.token
}

/** autocannon as a promise. */
export async function cannon(opts) {
  const { default: autocannon } = await import('autocannon')
  return new Promise((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))))
}

/**
 * A closed loop of HTTP/1.1 keep-alive connections, each sending its next request as soon as the last answer is in,
 * as autocannon does but lighter on the bench's side (BENCH_CLIENT=closedLoop): autocannon rebuilds a request
 * whenever its headers change (a fresh signature on every call) and parses answers in JavaScript, 70–90 µs of the
 * bench's CPU per signed request against 50–55 here. A request is one string written at once; an answer is found by
 * its header end and content-length, and counts as a failure unless it is HTTP 200 with the envelope's code 0000
 * (the API answers most errors with HTTP 200). Latencies in milliseconds, each connection's first left out (it
 * waited for the connection too). Not the default: under it the server's CPU per request moved by −4 to +25 % in
 * paired runs here (a reader idle between answers is probably dearer to wake in this VM); docs/performance.md.
 */
export async function closedLoop({ port, seconds, connections = 100, request }) {
  const latencies = []
  let requests = 0
  let failures = 0
  const start = performance.now()
  const end = start + seconds * 1000
  const ok = Buffer.from('{"code":"0000"')
  await Promise.all(
    Array.from(
      { length: connections },
      () =>
        new Promise((resolve, reject) => {
          const socket = connect(port, '127.0.0.1')
          socket.setNoDelay(true)
          let buf = Buffer.alloc(0)
          let sentAt = 0
          let first = true
          const send = () => {
            if (performance.now() >= end) return void socket.end(resolve)
            sentAt = performance.now()
            socket.write(request())
          }
          socket.on('connect', send)
          socket.on('error', reject)
          socket.on('close', () => resolve())
          socket.on('data', (chunk) => {
            buf = buf.length === 0 ? chunk : Buffer.concat([buf, chunk])
            const headEnd = buf.indexOf('\r\n\r\n')
            if (headEnd < 0) return
            const head = buf.toString('latin1', 0, headEnd)
            const length = /\r\ncontent-length: *(\d+)/i.exec(head)
            if (!length) return reject(new Error(`an answer without content-length: ${head.slice(0, 200)}`))
            const bodyAt = headEnd + 4
            if (buf.length < bodyAt + Number(length[1])) return
            const body = buf.subarray(bodyAt, bodyAt + Number(length[1]))
            if (!head.startsWith('HTTP/1.1 200') || !body.subarray(0, ok.length).equals(ok)) failures++
            buf = buf.subarray(bodyAt + Number(length[1]))
            if (first) first = false
            else latencies.push(performance.now() - sentAt)
            requests++
            send()
          })
        })
    )
  )
  return { requests, ms: performance.now() - start, failures, latencies }
}

/** One request's text for `closedLoop` (the header names as given; the body's length is counted here). */
export function rawRequest(port, method, p, headers = {}, body = '') {
  let text = `${method} ${p} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n`
  for (const [name, value] of Object.entries(headers)) text += `${name}: ${value}\r\n`
  if (body) text += `content-length: ${Buffer.byteLength(body)}\r\n`
  return `${text}\r\n${body}`
}

/**
 * Runs each phase (`{ method, path, headers?: () => headers, body? }` by name) for `seconds` in all, in `slices`
 * turns: a, b, c, a, b, c, … This machine's speed drifts by 20–30 % within minutes (the same code measured
 * 3,100–5,700 calcs/s in one hour), so a ratio of two phases run one after the other measured the drift as much as
 * the code; taking turns gives every phase the same minutes (after a second of each, not counted). Each phase's
 * rate is its requests over its time, its latency percentiles over every answer of its slices but each
 * connection's first. The load comes from autocannon, or from `closedLoop` with BENCH_CLIENT=closedLoop.
 */
export async function alternate(port, phases, { seconds, slices = 5, connections = 100 }) {
  const names = Object.keys(phases)
  const acc = Object.fromEntries(
    names.map((n) => [n, { requests: 0, ms: 0, failures: 0, lat: [], slices: [] }])
  )
  const run = (phase, duration) => {
    const headers = phase.headers ?? (() => ({}))
    if (process.env.BENCH_CLIENT !== 'closedLoop')
      return autocannonRun(port, phase, headers, duration, connections)
    // without headers to sign, every request is the same text: built once, as autocannon does
    const fixed = phase.headers ? null : rawRequest(port, phase.method, phase.path, {}, phase.body)
    const request = fixed
      ? () => fixed
      : () => rawRequest(port, phase.method, phase.path, headers(), phase.body)
    return closedLoop({ port, seconds: duration, connections, request })
  }
  // a second of each first, not counted: the compiler has seen every route before the first slice
  for (const name of names) await run(phases[name], 1)
  for (let i = 0; i < slices; i++) {
    for (const name of names) {
      const a = acc[name]
      const r = await run(phases[name], seconds / slices)
      a.requests += r.requests
      a.ms += r.ms
      a.failures += r.failures
      for (const ms of r.latencies) a.lat.push(ms)
      a.slices.push(Math.round(r.requests / (r.ms / 1000)))
    }
  }
  return Object.fromEntries(
    names.map((name) => {
      const a = acc[name]
      const sorted = Float64Array.from(a.lat).sort()
      const at = (p) =>
        +(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN).toFixed(1)
      return [
        name,
        {
          rps: a.requests / (a.ms / 1000),
          p50ms: at(0.5),
          p99ms: at(0.99),
          failures: a.failures,
          slices: a.slices
        }
      ]
    })
  )
}

/** A phase through autocannon (its failures are non-2xx answers only: it does not read the envelope). */
async function autocannonRun(port, phase, headers, seconds, connections) {
  const latencies = []
  const r = await cannon({
    url: `http://127.0.0.1:${port}${phase.path}`,
    method: phase.method,
    connections,
    duration: seconds,
    ...(phase.body ? { body: phase.body } : {}),
    // only a phase with headers to sign rebuilds its request each time; the others are built once
    ...(phase.headers
      ? {
          requests: [
            {
              setupRequest: (req) => ({
                ...req,
                ...(phase.body ? { body: phase.body } : {}),
                headers: headers()
              })
            }
          ]
        }
      : {}),
    setupClient: (client) => {
      let first = true
      client.on('response', (_status, _bytes, ms) => (first ? (first = false) : latencies.push(ms)))
    }
  })
  return { requests: r.requests.total, ms: r.duration * 1000, failures: r.non2xx + r.errors, latencies }
}

/** A bare Fastify route answering the same envelope: the baseline every API number is divided by. */
export async function bareServer() {
  const { default: Fastify } = await import('fastify')
  const bare = Fastify()
  bare.get('/bare', async () => ({ code: '0000', msg: '', data: { id: 1 } }))
  const port = await freePort()
  await bare.listen({ port, host: '127.0.0.1' })
  return { url: `http://127.0.0.1:${port}/bare`, close: () => bare.close() }
}

/** The machine's state at the time of a figure (load average 1/5/15 min), printed beside it. */
export async function machine() {
  const os = await import('node:os')
  return { cpus: os.cpus().length, loadAverage: os.loadavg().map((n) => +n.toFixed(2)) }
}

/**
 * Runs fn(env) on PGlite in memory, or with BENCH_DATABASE_URL set on a fresh PostgreSQL database made for
 * this run and dropped after it (env then carries its DATABASE_URL).
 */
export async function withDatabase(fn, url = process.env.BENCH_DATABASE_URL) {
  if (!url) return fn({})
  const { default: pg } = await import('pg')
  const name = `bench_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const u = new URL(url)
  u.pathname = `/${name}`
  try {
    return await fn({ DATABASE_URL: u.toString() })
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}

/**
 * CPU seconds spent during a window by the server child, this bench process and PostgreSQL's backends (Linux
 * /proc; null elsewhere): where a throughput figure's time went, and how busy the machine's cores were.
 */
export async function cpuWindow(serverPid) {
  const fs = await import('node:fs')
  const os = await import('node:os')
  const tick = 100 // USER_HZ on Linux
  const read = () => {
    const out = { server: 0, postgres: 0 }
    let pids
    try {
      pids = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))
    } catch {
      return null
    }
    for (const pid of pids) {
      let stat
      try {
        stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      } catch {
        continue // gone
      }
      // comm may hold spaces: the fields after its closing parenthesis are fixed
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const secs = (Number(f[11]) + Number(f[12])) / tick
      if (Number(pid) === serverPid) out.server += secs
      else if (comm === 'postgres') out.postgres += secs
    }
    return out
  }
  const t0 = performance.now()
  const a = read()
  const self0 = process.cpuUsage()
  return () => {
    const b = read()
    if (!a || !b) return null
    const self = process.cpuUsage(self0)
    const wall = (performance.now() - t0) / 1000
    const used = {
      server: b.server - a.server,
      bench: (self.user + self.system) / 1e6,
      // backends that ended in the window are not counted: an undercount, never an overcount
      postgres: Math.max(0, b.postgres - a.postgres)
    }
    const total = used.server + used.bench + used.postgres
    return {
      wallSeconds: +wall.toFixed(2),
      cpuSeconds: used,
      busy: +(total / (wall * os.cpus().length)).toFixed(2)
    }
  }
}
