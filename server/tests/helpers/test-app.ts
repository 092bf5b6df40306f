import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { FastifyInstance } from 'fastify'
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

/**
 * A fresh database per call: in-memory PGlite, or with TEST_DATABASE_URL a new schema in that
 * PostgreSQL, dropped on close so parallel files never share tables.
 */
async function testDb(): Promise<{ db: Db; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    const db = await createPgliteDb('memory')
    return { db, drop: () => db.close() }
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
    ...opts.env
  })
  const clock = opts.clock ?? testClock()
  const rawLogs: string[] = []
  const logs: Array<Record<string, unknown>> = []
  const logStream = {
    write(line: string) {
      rawLogs.push(line)
      logs.push(JSON.parse(line) as Record<string, unknown>)
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
