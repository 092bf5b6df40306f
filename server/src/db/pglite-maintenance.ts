import type { Db } from './db.js'

/**
 * PostgreSQL's autovacuum thresholds (`autovacuum_vacuum_threshold` / `_scale_factor`, `autovacuum_analyze_…`):
 * a table is vacuumed once its dead rows pass 50 + 20 % of its live ones, analysed once the rows changed since the
 * last ANALYZE pass 50 + 10 %.
 */
export const VACUUM_BASE = 50
export const VACUUM_SCALE = 0.2
export const ANALYZE_BASE = 50
export const ANALYZE_SCALE = 0.1

export interface MaintenanceRun {
  /** tables vacuumed (and analysed with it) */
  vacuumed: string[]
  /** tables only analysed */
  analyzed: string[]
}

interface TableStats {
  name: string
  live: number
  dead: number
  changed: number
}

/**
 * Embedded PGlite runs no autovacuum (no background workers): without this, every row a cart calc replaces, a
 * submit clears or a nonce batch expires stays in the table's files as a dead row, so the tables and their
 * indexes grow for as long as the server runs (at lunch-hour rates, hundreds of MB an hour in memory or on disk),
 * and the planner keeps the statistics of the day the database was seeded. Once a minute the server
 * does what autovacuum would: VACUUM (ANALYZE) the tables with enough dead rows, ANALYZE those changed enough.
 * A vacuum after each minute of churn reads little (the visibility map skips settled pages) and lets the freed
 * space be used again, so a churning table stays the size of its live rows.
 *
 * `exec` runs one statement outside a transaction (VACUUM cannot run in one).
 */
export async function vacuumWhereDue(
  db: Pick<Db, 'many'>,
  exec: (sql: string) => Promise<void>
): Promise<MaintenanceRun> {
  // the one backend's counters reach the statistics views at most once a second: flush them first
  await db.many('SELECT pg_stat_force_next_flush()')
  const tables = await db.many<TableStats>(
    `SELECT format('%I.%I', schemaname, relname) AS name, n_live_tup::int AS live, n_dead_tup::int AS dead,
            n_mod_since_analyze::int AS changed
       FROM pg_stat_user_tables ORDER BY n_dead_tup DESC, relname`
  )
  const run: MaintenanceRun = { vacuumed: [], analyzed: [] }
  for (const t of tables) {
    if (t.dead > VACUUM_BASE + VACUUM_SCALE * t.live) {
      await exec(`VACUUM (ANALYZE) ${t.name}`)
      run.vacuumed.push(t.name)
    } else if (t.changed > ANALYZE_BASE + ANALYZE_SCALE * t.live) {
      await exec(`ANALYZE ${t.name}`)
      run.analyzed.push(t.name)
    }
  }
  return run
}
