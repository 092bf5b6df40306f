import type { MaintenanceRun } from './pglite-maintenance.js'

export interface QueryResult<T> {
  rows: T[]
  rowCount: number
}

/**
 * The one database surface the modules see. Both adapters return int8 as number, jsonb parsed,
 * and bytea as a Buffer-compatible Uint8Array.
 */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>
  one<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T | undefined>
  many<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
  /**
   * Statements one after another, answers in order: the first that fails throws and those after it do not run.
   * On embedded PGlite they go into the database in one call (issue 13); elsewhere one by one.
   */
  batch(statements: ReadonlyArray<Statement>): Promise<Array<QueryResult<Record<string, unknown>>>>
  /** Runs fn in one transaction; inside fn use only the handle it receives. */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
  close(): Promise<void>
  /**
   * A read whose result depends only on the rows of `tables`, reused under `key` until any statement writes one
   * of them through this database. Only embedded PGlite keeps such results (this process is its only writer,
   * so every write passes here); on PostgreSQL, shared by several processes, it always runs `load`. A result
   * read inside a transaction after it wrote one of `tables` is used but never kept (it may not commit); kept
   * values are deep-frozen.
   */
  cached<T>(key: string, tables: readonly string[], load: (db: Db) => Promise<T>): Promise<T>
  /**
   * `cached` per id, for reads whose ids vary from call to call (a cart's goods): each id's value is kept under
   * `${prefix}:${id}`, and the ids not kept are read together by one `load`, which answers a value per id it was
   * asked (an id it leaves out is kept as having none). A key per id set would be new for every other cart.
   */
  cachedEach<T>(
    prefix: string,
    ids: readonly number[],
    tables: readonly string[],
    load: (db: Db, ids: number[]) => Promise<Map<number, T>>
  ): Promise<Map<number, T>>
  /**
   * True for embedded PGlite: only this process can open the database, so in-process caches of
   * security state (nonces, token lookups) are exact. PostgreSQL may be shared by several servers.
   */
  readonly singleProcess?: boolean
  /**
   * True for embedded PGlite: one connection, so transactions run one after another and a row lock never waits.
   * Then a lock and a read may share one statement. On PostgreSQL they may not: a statement that waited for a lock
   * still reads the other tables as they were when it started, before the holder committed.
   */
  readonly serialTransactions?: boolean
  /**
   * Embedded PGlite only (it has no autovacuum): vacuum and analyse the tables that need it, as autovacuum would
   * (pglite-maintenance.ts). The server calls it once a minute.
   */
  maintain?(): Promise<MaintenanceRun>
}

/** One statement and its parameters, for `Db.batch`. */
export type Statement = readonly [sql: string, params?: unknown[]]

type Runner = <T>(sql: string, params?: unknown[]) => Promise<QueryResult<T>>

/** Builds one/many from query so each adapter only supplies query, tx, exec and close. */
export function withHelpers(
  query: Runner,
  rest: Pick<Db, 'tx' | 'exec' | 'close'> & Partial<Pick<Db, 'cached' | 'cachedEach' | 'batch'>>
): Db {
  const db: Db = {
    query,
    one: async <T>(sql: string, params?: unknown[]) => (await query<T>(sql, params)).rows[0],
    many: async <T>(sql: string, params?: unknown[]) => (await query<T>(sql, params)).rows,
    batch: async (statements) => {
      const out: Array<QueryResult<Record<string, unknown>>> = []
      for (const [sql, params] of statements) out.push(await query(sql, params))
      return out
    },
    cached: (_key, _tables, load) => load(db),
    cachedEach: (_prefix, ids, _tables, load) =>
      ids.length ? load(db, [...ids]) : Promise.resolve(new Map()),
    ...rest
  }
  return db
}
