import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from './db.js'
import { createPgliteDb } from './pglite.js'

// Embedded PGlite has no autovacuum: a table whose rows are replaced all day (a cart's lines) grows without end
// unless the server vacuums it, and its statistics stay those of the seed unless it analyses it.
let db: Db

beforeAll(async () => {
  db = await createPgliteDb('memory')
  await db.exec(`CREATE TABLE lines (user_id int, goods_id int, n int, PRIMARY KEY (user_id, goods_id));
    CREATE TABLE quiet (id int PRIMARY KEY)`)
}, 60_000)

afterAll(async () => {
  await db.close()
})

/** What a cart calc does: the user's lines deleted and written again. */
async function replaceLines(times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const user = i % 50
    await db.tx(async (t) => {
      await t.query('DELETE FROM lines WHERE user_id = $1', [user])
      await t.query('INSERT INTO lines SELECT $1, g, 1 FROM generate_series(1, 3) g', [user])
    })
  }
}

const sizeOf = async (table: string) =>
  (await db.one<{ n: number }>('SELECT pg_total_relation_size($1::regclass)::int8 AS n', [table]))!.n

describe('database maintenance on embedded PGlite', () => {
  it('vacuums a churning table so it stays the size of its live rows, and leaves a quiet one alone', async () => {
    await db.query('INSERT INTO quiet SELECT g FROM generate_series(1, 10) g')
    await replaceLines(2000)
    const grown = await sizeOf('lines')
    await replaceLines(2000)
    // nothing reclaims dead rows by itself: the table keeps growing
    expect(await sizeOf('lines')).toBeGreaterThan(grown)

    const run = await db.maintain!()
    expect(run.vacuumed).toContain('public.lines')
    expect(run.vacuumed).not.toContain('public.quiet')
    const after = await sizeOf('lines')
    await replaceLines(2000)
    // the freed space is used again: 2,000 more replacements fit in what is there
    expect(await sizeOf('lines')).toBe(after)
    await db.query('SELECT pg_stat_force_next_flush()')
    const dead = await db.one<{ n: number }>(
      "SELECT n_dead_tup::int AS n FROM pg_stat_user_tables WHERE relname = 'lines'"
    )
    expect(dead!.n).toBeGreaterThan(0)
    expect((await db.maintain!()).vacuumed).toContain('public.lines')
  })

  it('analyses a table that changed enough, and then not again until it changes', async () => {
    await db.query('INSERT INTO quiet SELECT g FROM generate_series(11, 500) g')
    const first = await db.maintain!()
    expect(first.analyzed).toContain('public.quiet')
    const stats = await db.one<{ n: number }>(
      "SELECT reltuples::int AS n FROM pg_class WHERE relname = 'quiet'"
    )
    // the planner now knows the table's size
    expect(stats!.n).toBe(500)
    const second = await db.maintain!()
    expect([...second.analyzed, ...second.vacuumed]).not.toContain('public.quiet')
  })

  it('is only offered outside a transaction', async () => {
    await db.tx(async (t) => {
      expect(t.maintain).toBeUndefined()
    })
  })
})
