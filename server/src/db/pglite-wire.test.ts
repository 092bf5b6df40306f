import { PGlite, types } from '@electric-sql/pglite'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPgliteDb } from './pglite.js'
import { createWire, MAX_PREPARED, type Wire } from './pglite-wire.js'
import type { Db } from './db.js'

// The adapter's statements go through the wire; PGlite's own `query` is the reference they must answer like.
let pg: PGlite
let wire: Wire
let db: Db

beforeAll(async () => {
  pg = await PGlite.create({ parsers: { [types.INT8]: (v: string) => Number(v) } })
  wire = createWire(pg)
  await pg.exec(`CREATE TABLE t (id serial PRIMARY KEY, n int8, s text, j jsonb, b boolean, a int[], ts text[],
    bin bytea, num numeric(10,2), at timestamptz, code text UNIQUE)`)
  db = await createPgliteDb('memory')
  await db.exec('CREATE TABLE u (id serial PRIMARY KEY, code text UNIQUE, v int NOT NULL)')
}, 60_000)

afterAll(async () => {
  await pg.close()
  await db.close()
})

const both = async (sql: string, params: unknown[]) => {
  const own = await pg.query<Record<string, unknown>>(sql, params)
  const ours = await pg._runExclusiveQuery(() => wire.run<Record<string, unknown>>(sql, params))
  return { own: own.rows, ours: ours.rows }
}

describe('pglite wire', () => {
  it('writes and reads every column type as PGlite itself does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          n: fc.option(fc.integer({ min: -(2 ** 40), max: 2 ** 40 })),
          s: fc.option(fc.string({ unit: 'grapheme' }).map((x) => x.replace(/\0/g, ''))),
          j: fc.option(fc.jsonValue().map((v) => JSON.parse(JSON.stringify(v ?? null)) as unknown)),
          b: fc.option(fc.boolean()),
          a: fc.array(fc.integer({ min: -1000, max: 1000 }), { maxLength: 5 }),
          ts: fc.array(
            fc.string().map((x) => x.replace(/\0/g, '')),
            { maxLength: 4 }
          )
        }),
        async (v) => {
          const insert = `INSERT INTO t (n, s, j, b, a, ts, bin, num, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
            RETURNING n, s, j, b, a, ts, bin, num, at`
          const params = [
            v.n,
            v.s,
            v.j === null ? null : JSON.stringify(v.j),
            v.b,
            v.a,
            v.ts,
            new Uint8Array([0, 1, 255]),
            12.5,
            new Date(Date.UTC(2026, 10, 27, 4))
          ]
          const { own, ours } = await both(insert, params)
          expect(ours).toEqual(own)
          expect(ours[0]?.n).toBe(v.n)
          expect(ours[0]?.ts).toEqual(v.ts)
        }
      ),
      { numRuns: 60 }
    )
  })

  it('answers the rows an UPDATE touched, and none for a SELECT', async () => {
    await pg.query("INSERT INTO t (s) VALUES ('x'), ('x'), ('y')")
    const upd = await pg._runExclusiveQuery(() => wire.run('UPDATE t SET b = true WHERE s = $1', ['x']))
    expect(upd.affectedRows).toBeGreaterThanOrEqual(2)
    const sel = await pg._runExclusiveQuery(() => wire.run('SELECT id FROM t WHERE s = $1', ['y']))
    expect(sel.rows.length).toBeGreaterThanOrEqual(1)
    expect(sel.affectedRows).toBe(0)
  })

  it('throws PostgreSQL errors with their SQLSTATE and stays usable', async () => {
    await pg._runExclusiveQuery(() => wire.run('INSERT INTO t (code) VALUES ($1)', ['dup']))
    await expect(
      pg._runExclusiveQuery(() => wire.run('INSERT INTO t (code) VALUES ($1)', ['dup']))
    ).rejects.toMatchObject({ code: '23505', constraint: 't_code_key' })
    await expect(pg._runExclusiveQuery(() => wire.run('SELEC 1', []))).rejects.toMatchObject({
      code: '42601'
    })
    await expect(pg._runExclusiveQuery(() => wire.run('SELECT $1::int AS x', ['abc']))).rejects.toMatchObject(
      {
        code: '22P02'
      }
    )
    expect(
      (await pg._runExclusiveQuery(() => wire.run<{ x: number }>('SELECT $1::int AS x', [7]))).rows
    ).toEqual([{ x: 7 }])
  })

  it('reads an answer larger than one chunk of the database output whole', async () => {
    const sql = "SELECT g AS i, repeat('澳', 200) AS s FROM generate_series(1, $1::int) g"
    const { own, ours } = await both(sql, [5000])
    expect(ours).toHaveLength(5000)
    expect(ours).toEqual(own)
  })

  it('runs texts past the prepared-statement cap, unprepared', async () => {
    for (let i = 0; i <= MAX_PREPARED; i++)
      await pg._runExclusiveQuery(() => wire.run(`SELECT ${i} AS i`, []))
    const r = await pg._runExclusiveQuery(() =>
      wire.run<{ i: number }>(`SELECT ${MAX_PREPARED + 7} AS i`, [])
    )
    expect(r.rows).toEqual([{ i: MAX_PREPARED + 7 }])
  }, 60_000)
})

describe('the PGlite adapter on the wire', () => {
  it('rolls a failed transaction back whole, and refuses to commit one a caught error aborted', async () => {
    await db.query('INSERT INTO u (code, v) VALUES ($1, 1)', ['a'])
    await expect(
      db.tx(async (t) => {
        await t.query('UPDATE u SET v = 2 WHERE code = $1', ['a'])
        await t.query('INSERT INTO u (code, v) VALUES ($1, 1)', ['a'])
      })
    ).rejects.toMatchObject({ code: '23505' })
    expect(await db.one('SELECT v FROM u WHERE code = $1', ['a'])).toEqual({ v: 1 })
    await expect(
      db.tx(async (t) => {
        await t.query('UPDATE u SET v = 3 WHERE code = $1', ['a'])
        await t.query('INSERT INTO u (code, v) VALUES ($1, 1)', ['a']).catch(() => undefined)
      })
    ).rejects.toMatchObject({ code: '25P02' })
    expect(await db.one('SELECT v FROM u WHERE code = $1', ['a'])).toEqual({ v: 1 })
  })

  it('opens the transaction with its first statement, or with an exec, and rolls either back', async () => {
    await expect(
      db.tx(async (t) => {
        await t.exec("SET LOCAL lock_timeout = '1s'")
        await t.query('INSERT INTO u (code, v) VALUES ($1, 1)', ['exec-first'])
        expect(await t.one("SELECT current_setting('lock_timeout') AS s")).toEqual({ s: '1s' })
        throw new Error('roll back')
      })
    ).rejects.toThrow('roll back')
    await expect(
      db.tx(async (t) => {
        await t.query('INSERT INTO u (code, v) VALUES ($1, NULL)', ['fails-first'])
      })
    ).rejects.toMatchObject({ code: '23502' })
    // a first text that does not even parse opens nothing, so what follows it is still inside the transaction
    await expect(
      db.tx(async (t) => {
        await t.query('SELEC nothing').catch(() => undefined)
        await t.query('INSERT INTO u (code, v) VALUES ($1, 1)', ['after-bad-text'])
        throw new Error('roll back')
      })
    ).rejects.toThrow('roll back')
    expect(
      await db.many("SELECT code FROM u WHERE code IN ('exec-first', 'fails-first', 'after-bad-text')")
    ).toEqual([])
    // a transaction that ran nothing commits nothing and the database is usable after all of the above
    expect(await db.tx(async () => 42)).toBe(42)
    expect(await db.one("SELECT current_setting('lock_timeout') AS s")).toEqual({ s: '0' })
  })

  it('answers a batch in order, and runs nothing after a statement that fails', async () => {
    await db.query('INSERT INTO u (code, v) VALUES ($1, 1)', ['batch-a'])
    const [first, second, third] = await db.tx((t) =>
      t.batch([
        ['SELECT $1::int AS a', [1]],
        ['UPDATE u SET v = v + 1 WHERE code = $1', ['batch-a']],
        ['SELECT v FROM u WHERE code = $1', ['batch-a']]
      ])
    )
    expect(first?.rows).toEqual([{ a: 1 }])
    expect(second?.rowCount).toBe(1)
    expect(third?.rows).toEqual([{ v: 2 }])
    await expect(
      db.batch([
        ['INSERT INTO u (code, v) VALUES ($1, 1)', ['batch-b']],
        ['INSERT INTO u (code, v) VALUES ($1, 1)', ['batch-a']],
        ['INSERT INTO u (code, v) VALUES ($1, 1)', ['batch-c']]
      ])
    ).rejects.toMatchObject({ code: '23505' })
    expect(await db.many("SELECT code FROM u WHERE code IN ('batch-b', 'batch-c')")).not.toContainEqual({
      code: 'batch-c'
    })
    expect(await db.batch([])).toEqual([])
  })

  it('runs no other statement inside an open transaction', async () => {
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    const inside = db.tx(async (t) => {
      await t.query('UPDATE u SET v = 10 WHERE code = $1', ['a'])
      await held
      await t.query('UPDATE u SET v = 11 WHERE code = $1', ['a'])
    })
    // asked while the transaction is open: answered after it commits, so never the 10 in between
    const outside = db.one<{ v: number }>('SELECT v FROM u WHERE code = $1', ['a'])
    release()
    await inside
    expect(await outside).toEqual({ v: 11 })
  })

  it('prepares a text again after a schema change', async () => {
    const before = await db.many('SELECT * FROM u ORDER BY id LIMIT 1')
    expect(Object.keys(before[0] ?? {})).toEqual(['id', 'code', 'v'])
    await db.exec("ALTER TABLE u ADD COLUMN note text NOT NULL DEFAULT '備註'")
    const after = await db.many('SELECT * FROM u ORDER BY id LIMIT 1')
    expect(after[0]).toMatchObject({ note: '備註' })
    // inside a transaction too
    const inTx = await db.tx(async (t) => {
      await t.exec("ALTER TABLE u ADD COLUMN tag text NOT NULL DEFAULT '標籤'")
      return t.many('SELECT * FROM u ORDER BY id LIMIT 1')
    })
    expect(inTx[0]).toMatchObject({ note: '備註', tag: '標籤' })
  })
})
