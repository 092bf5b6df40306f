import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import type { FastifyInstance } from 'fastify'
import { inject } from 'vitest'
import { buildApp } from '../../src/app.js'
import type { Clock } from '../../src/clock.js'
import { loadConfig, type Config } from '../../src/config.js'
import type { Db } from '../../src/db/db.js'
import { createPgDb } from '../../src/db/pg.js'
import { createPgliteDb } from '../../src/db/pglite.js'
import { createClient, type SignedClient } from './signed-client.js'

export interface TestClock extends Clock {
  advance(ms: number): void
}

export function testClock(start = Date.now()): TestClock {
  let now = start
  return { now: () => now, advance: (ms) => (now += ms) }
}

export interface TestApp {
  app: FastifyInstance
  db: Db
  config: Config
  clock: TestClock
  client: SignedClient
  /** Every JSON log line written so far. */
  logs: Array<Record<string, unknown>>
  rawLogs: string[]
  /** The latest SMS code logged for a phone (read from the log, as the contract says). */
  smsCode(phone: string): string
  close(): Promise<void>
}

/** Starts an in-memory PGlite from the migrated and seeded template the global setup made. */
function openTemplateCopy(): Promise<Db> {
  const template = inject('pgliteTemplate')
  return createPgliteDb('memory', template ? { loadDataDir: new Blob([readFileSync(template)]) } : {})
}

/**
 * One PGlite per test worker (files run one after another in it, see vitest.config.ts), kept on
 * globalThis so it outlives each file's module graph. Starting PGlite costs seconds of CPU; a
 * fresh schema costs a migrate and seed.
 */
const shared = globalThis as { lotusTestPglite?: { db: Promise<Db>; busy: boolean } }

/** The worker's PGlite, opened on first use (tests/helpers/worker-setup.ts opens it before any hook runs). */
export function workerPglite(): { db: Promise<Db>; busy: boolean } {
  return (shared.lotusTestPglite ??= { db: openTemplateCopy(), busy: false })
}

/**
 * A fresh database per call, dropped on close so files never share tables: a new schema in the
 * worker's PGlite (buildApp migrates and seeds it), a private PGlite copy when a second app in the
 * same file needs one at the same time (search_path is per connection), or with TEST_DATABASE_URL
 * a new schema in that PostgreSQL.
 */
async function testDb(): Promise<{ db: Db; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    const worker = workerPglite()
    if (worker.busy) {
      const db = await openTemplateCopy()
      return { db, drop: () => db.close() }
    }
    worker.busy = true
    const db = await worker.db
    const schema = `t_${randomBytes(6).toString('hex')}`
    await db.exec(`CREATE SCHEMA ${schema}; SET search_path TO ${schema}`)
    return {
      db: { ...db, close: () => Promise.resolve() },
      drop: async () => {
        await db.exec(`SET search_path TO public; DROP SCHEMA ${schema} CASCADE`)
        worker.busy = false
      }
    }
  }
  const schema = `t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE SCHEMA ${schema}`)
  await admin.end()
  const db = createPgDb(url, { schema, max: 4 })
  return {
    db,
    drop: async () => {
      await db.close()
      const c = new pg.Client({ connectionString: url })
      await c.connect()
      await c.query(`DROP SCHEMA ${schema} CASCADE`)
      await c.end()
    }
  }
}

export async function createTestApp(
  opts: { env?: Record<string, string>; clock?: TestClock } = {}
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory',
    STATIC_DIR: '/nonexistent',
    LOG_LEVEL: 'info',
    JOBS: 'off',
    // Tests drive the order simulator by hand (`services.simulator`, POST /api/dev/simulator/advance). Its timer
    // ticks every 2 s of wall time against the test clock: once a test has moved that clock past an order's wait,
    // a tick could move the order between two of the test's steps, at a moment no test chooses.
    SIMULATOR: 'off',
    // Files that are not about the captcha send codes without solving one (tests/captcha.test.ts turns it on).
    // production refuses CAPTCHA=off (tests of production start it on)
    CAPTCHA: opts.env?.NODE_ENV === 'production' ? 'on' : 'off',
    ...opts.env
  })
  const clock = opts.clock ?? testClock()
  const rawLogs: string[] = []
  const logs: Array<Record<string, unknown>> = []
  const logStream = {
    write(line: string) {
      rawLogs.push(line)
      const entry = JSON.parse(line) as Record<string, unknown>
      logs.push(entry)
      // an INTERNAL answer is a bug whichever test meets it: its cause goes to the run's output (CI shows it)
      if (entry.msg === 'unhandled error') process.stderr.write(`[server] unhandled error: ${line}`)
    }
  }
  const { db, drop } = await testDb()
  const app = await buildApp({ config, db, clock, logStream })
  await app.ready()
  return {
    app,
    db,
    config,
    clock,
    client: createClient(app, { clock, appKey: config.appKey, appSecret: config.appSecret }),
    logs,
    rawLogs,
    smsCode(phone) {
      const line = [...logs].reverse().find((l) => l.msg === 'sms code' && l.phone === phone)
      if (!line || typeof line.code !== 'string') throw new Error(`no sms code logged for ${phone}`)
      return line.code
    },
    async close() {
      await app.close()
      await drop()
    }
  }
}

/** Sends a login code and logs in; returns the token. */
export async function login(t: TestApp, phone: string, areaCode = '853', extra: Record<string, string> = {}) {
  const sent = await t.client.get('/v1/appUser/sendCode', { areaCode, phone, type: 'login' })
  if (sent.body.code !== '0000') throw new Error(`sendCode failed: ${JSON.stringify(sent.body)}`)
  const res = await t.client.postForm('/v1/appUser/registered', {
    areaCode,
    phone,
    code: t.smsCode(phone),
    ...extra
  })
  if (res.body.code !== '0000') throw new Error(`login failed: ${JSON.stringify(res.body)}`)
  const data = res.body.data as { token: string; user: { id: number; promotionCode: string } }
  return data
}
