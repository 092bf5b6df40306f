import pg from 'pg'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../src/db/db.js'
import { createPgDb } from '../src/db/pg.js'

/**
 * On PostgreSQL two transactions that lock the same rows in opposite orders deadlock; PostgreSQL aborts one.
 * The adapter runs the aborted one again, so both callers succeed and each change is applied exactly once.
 */
const url = process.env.TEST_DATABASE_URL
const schema = `t_${randomBytes(6).toString('hex')}`
let db: Db

describe.runIf(url)('PostgreSQL transactions', () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`CREATE SCHEMA ${schema}`)
    await admin.end()
    db = createPgDb(url!, { schema, max: 4 })
    await db.exec(
      `CREATE TABLE acct (id int PRIMARY KEY, n int NOT NULL); INSERT INTO acct VALUES (1, 0), (2, 0)`
    )
  })
  afterAll(async () => {
    await db?.close()
    const c = new pg.Client({ connectionString: url })
    await c.connect()
    await c.query(`DROP SCHEMA ${schema} CASCADE`)
    await c.end()
  })

  it('runs a deadlock victim again: both transactions commit, each once', async () => {
    let runs = 0
    let aLocked!: () => void
    let bLocked!: () => void
    const aHas = new Promise<void>((r) => (aLocked = r))
    const bHas = new Promise<void>((r) => (bLocked = r))
    // A: row 1 then row 2; B: row 2 then row 1 — each waits until the other holds its first row
    const transfer = (first: number, second: number, locked: () => void, other: Promise<void>) =>
      db.tx(async (t) => {
        runs++
        await t.query('UPDATE acct SET n = n + 1 WHERE id = $1', [first])
        locked()
        await other
        await t.query('UPDATE acct SET n = n + 1 WHERE id = $1', [second])
      })
    await Promise.all([transfer(1, 2, aLocked, bHas), transfer(2, 1, bLocked, aHas)])
    // PostgreSQL aborted one of the two (at least once) and it ran again
    expect(runs).toBeGreaterThanOrEqual(3)
    expect(await db.many('SELECT id, n FROM acct ORDER BY id')).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 }
    ])
  })

  it('does not run again a transaction that failed for another reason', async () => {
    let runs = 0
    await expect(
      db.tx(async (t) => {
        runs++
        await t.query('INSERT INTO acct VALUES (1, 0)')
      })
    ).rejects.toMatchObject({ code: '23505' })
    expect(runs).toBe(1)
  })

  it('runs a prepared statement again unnamed once another process changed its table, alone or in a transaction', async () => {
    // one connection, so the statements below are surely prepared on the connection that meets the change
    const one = createPgDb(url!, { schema, max: 1 })
    try {
      await one.exec('CREATE TABLE plan_t (id int PRIMARY KEY, a int); INSERT INTO plan_t VALUES (1, 10)')
      const read = () => one.many('SELECT * FROM plan_t ORDER BY id')
      let runs = 0
      const readInTx = () =>
        one.tx(async (t) => {
          runs++
          return t.many('SELECT * FROM plan_t WHERE id > $1 ORDER BY id', [0])
        })
      expect(await read()).toEqual([{ id: 1, a: 10 }])
      expect(await readInTx()).toEqual([{ id: 1, a: 10 }])
      // a rolling deploy: another process's migration adds a column under the prepared statements
      const other = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` })
      await other.connect()
      await other.query('ALTER TABLE plan_t ADD COLUMN b int NOT NULL DEFAULT 7')
      await other.end()
      runs = 0
      expect(await readInTx()).toEqual([{ id: 1, a: 10, b: 7 }])
      expect(runs).toBe(2) // the transaction met the outdated statement once, then ran again unnamed
      expect(await read()).toEqual([{ id: 1, a: 10, b: 7 }])
    } finally {
      await one.close()
    }
  })

  it('survives an idle connection that PostgreSQL terminates: reported, and the next query opens a new one', async () => {
    let lost!: (err: Error) => void
    const reported = new Promise<Error>((r) => (lost = r))
    const one = createPgDb(url!, { schema, max: 1, onIdleError: (err) => lost(err) })
    try {
      const pid = (await one.one<{ pid: number }>('SELECT pg_backend_pid() AS pid'))?.pid
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query('SELECT pg_terminate_backend($1)', [pid])
      await admin.end()
      expect((await reported).message).toMatch(/terminat/)
      const again = (await one.one<{ pid: number }>('SELECT pg_backend_pid() AS pid'))?.pid
      expect(again).not.toBe(pid)
    } finally {
      await one.close()
    }
  })
})
