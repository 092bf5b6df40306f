import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Redis } from 'ioredis'
import pg from 'pg'
import { systemClock } from '../../src/clock.js'
import { DEV_APP_KEY, DEV_APP_SECRET } from '../../src/config.js'
import type { Db } from '../../src/db/db.js'
import { buildStringToSign, contentMd5, sign } from '../../src/http/signature.js'
import { createPgDb } from '../../src/db/pg.js'
import { buildServer } from '../../scripts/build.mjs'
import type { TestApp } from './test-app.js'

/**
 * Several real server processes on one PostgreSQL database and one Redis (issue 14). Each run gets a
 * database of its own and a Redis prefix of its own, so parallel runs never meet.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'

/** Why the scale-out tests cannot run here, or null when PostgreSQL and Redis both answer. */
export async function unreachable(): Promise<string | null> {
  try {
    const c = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 })
    await c.connect()
    await c.end()
  } catch (err) {
    return `PostgreSQL at ${PG_ADMIN_URL} unreachable: ${(err as Error).message}`
  }
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3000 })
  r.on('error', () => undefined)
  try {
    await r.connect()
    await r.ping()
  } catch (err) {
    return `Redis at ${REDIS_URL} unreachable: ${(err as Error).message}`
  } finally {
    r.disconnect()
  }
  return null
}

export interface ClusterDb {
  url: string
  db: Db
  /** What the fixtures (order-fixtures, spell-fixtures) need of a TestApp: the database and a clock. */
  fixtures: TestApp
  redisPrefix: string
  drop(): Promise<void>
}

/** A fresh database on the test PostgreSQL server and a fresh Redis prefix. */
export async function createClusterDb(): Promise<ClusterDb> {
  const name = `lotus_scale_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const u = new URL(PG_ADMIN_URL)
  u.pathname = `/${name}`
  const url = u.toString()
  // the cluster drops its database with connections of this pool idle in it
  const db = createPgDb(url, { max: 4, onIdleError: () => undefined })
  const redisPrefix = `lotus-test-${randomBytes(5).toString('hex')}:`
  return {
    url,
    db,
    fixtures: { db, clock: { ...systemClock, advance: () => undefined } } as unknown as TestApp,
    redisPrefix,
    async drop() {
      await db.close()
      const c = new pg.Client({ connectionString: PG_ADMIN_URL })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
      if (bundle) rmSync(path.dirname(await bundle), { recursive: true, force: true })
      bundle = undefined
      const r = new Redis(REDIS_URL)
      const keys = await r.keys(`${redisPrefix}*`)
      if (keys.length) await r.del(...keys)
      r.disconnect()
    }
  }
}

/**
 * The server as `npm start` runs it (server/scripts/build.mjs: one ES module beside a copy of its migrations): a
 * restart then loads in a few seconds instead of tsx compiling every file again, which matters when a test
 * kills and restarts processes on a busy machine. Built once per test file, under the repo's .temp/.
 */
let bundle: Promise<string> | undefined
export function serverBundle(): Promise<string> {
  return (bundle ??= buildServer(
    path.join(serverDir, '..', '.temp', `scale-${randomBytes(4).toString('hex')}`)
  ))
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const a = s.address()
      const port = a && typeof a === 'object' ? a.port : 0
      s.close(() => resolve(port))
    })
  })
}

export interface ServerProcess {
  base: string
  port: number
  child: ChildProcess
  /** stderr and non-JSON output, for failure messages */
  output: string[]
  exited: Promise<number | null>
  kill(signal: NodeJS.Signals): Promise<number | null>
}

/** Starts the server (`src/main.ts`, bundled) on a free port (or the given one) and waits until /api/ready answers 200. */
export async function startProcess(
  cluster: ClusterDb,
  opts: { port?: number; env?: Record<string, string> } = {}
): Promise<ServerProcess> {
  return startServerProcess({
    port: opts.port,
    env: {
      DATABASE_URL: cluster.url,
      REDIS_URL,
      REDIS_PREFIX: cluster.redisPrefix,
      // these processes test sharing, not the captcha (server/tests/captcha.test.ts does)
      CAPTCHA: 'off',
      ...opts.env
    }
  })
}

/** The same for any database (`env`: e.g. `DATA_DIR: 'memory'` for an embedded one); all output is kept in `output`. */
export async function startServerProcess(
  opts: { port?: number | undefined; env?: Record<string, string> } = {}
): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort())
  const output: string[] = []
  const child = spawn(process.execPath, [await serverBundle()], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SIMULATOR: 'off',
      STATIC_DIR: '/nonexistent',
      ...opts.env
    },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()))
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const base = `http://127.0.0.1:${port}`
  let gone = false
  void exited.then(() => (gone = true))
  const deadline = Date.now() + 90_000
  for (;;) {
    if (gone) throw new Error(`server exited while starting:\n${output.join('')}`)
    if (Date.now() > deadline) throw new Error(`server not ready after 90 s:\n${output.join('')}`)
    try {
      if ((await fetch(`${base}/api/ready`)).status === 200) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    base,
    port,
    child,
    output,
    exited,
    kill: (signal) => {
      if (!gone) child.kill(signal)
      return exited
    }
  }
}

export interface Envelope {
  code: string
  msg: string
  data: unknown
}

/** A signed call as the app makes it (api-conventions.md), over real HTTP. */
export async function signedFetch(
  base: string,
  method: 'GET' | 'POST',
  p: string,
  opts: {
    token?: string
    json?: unknown
    form?: Record<string, string | number>
    query?: Record<string, string | number>
    nonce?: string
    signal?: AbortSignal
  } = {}
): Promise<{ status: number; body: Envelope; headers: Record<string, string> }> {
  const params = opts.form ?? opts.query ?? {}
  const body =
    opts.json !== undefined
      ? JSON.stringify(opts.json)
      : opts.form
        ? new URLSearchParams(
            Object.entries(opts.form).map(([k, v]): [string, string] => [k, String(v)])
          ).toString()
        : undefined
  const headers = signHeaders(method, p, opts.json !== undefined ? {} : params, opts.token ?? '', {
    json: opts.json !== undefined ? body : undefined,
    nonce: opts.nonce
  })
  const qs = opts.query
    ? `?${new URLSearchParams(Object.entries(opts.query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
    : ''
  return send(base, method, `/api${p}${qs}`, headers, body, opts.signal)
}

export async function send(
  base: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
  signal?: AbortSignal
) {
  const r = await fetch(`${base}${url}`, { method, headers, body, ...(signal ? { signal } : {}) })
  const text = await r.text()
  let parsed: Envelope
  try {
    parsed = JSON.parse(text) as Envelope
  } catch {
    parsed = { code: `HTTP_${r.status}`, msg: text.slice(0, 200), data: null }
  }
  return { status: r.status, body: parsed, headers }
}

export function signHeaders(
  method: string,
  p: string,
  params: Record<string, string | number>,
  token: string,
  extra: { json?: string | undefined; nonce?: string | undefined } = {}
): Record<string, string> {
  const nonce = extra.nonce ?? randomUUID()
  const ts = String(Date.now())
  const text = buildStringToSign({
    method,
    contentMd5: extra.json === undefined ? '' : contentMd5(extra.json),
    apptoken: token,
    nonce,
    timestamp: ts,
    path: p,
    params
  })
  return {
    apptoken: token,
    mchid: '',
    source: 'h5',
    version: '2.6.19',
    'content-type': extra.json === undefined ? 'application/x-www-form-urlencoded' : 'application/json',
    'x-ca-key': DEV_APP_KEY,
    'x-ca-signature-method': 'HmacSHA256',
    'x-ca-timestamp': ts,
    'x-ca-nonce': nonce,
    'x-ca-signature-headers': 'apptoken,x-ca-nonce,x-ca-timestamp',
    'x-ca-signature': sign(DEV_APP_SECRET, text)
  }
}
