import { createHash } from 'node:crypto'
import pg from 'pg'
import { withHelpers, type Db, type QueryResult } from './db.js'

const INT8 = 20

// int8 (counts, epoch ms) as number, matching the PGlite adapter; our values stay far below 2^53.
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser
}

/** deadlock_detected, serialization_failure: the transaction was rolled back whole and may simply be run again */
const TRANSIENT = new Set(['40P01', '40001'])
const TX_ATTEMPTS = 5

export function isTransient(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    (TRANSIENT.has((err as { code?: string }).code ?? '') || stalePlans.has(err))
  )
}

const names = new Map<string, string>()
/** Texts whose prepared statement a schema change outdated: they run unnamed in this process from then on. */
const unnamed = new Set<string>()
/** Errors of an outdated prepared statement: the statement, or its whole transaction, is run again unnamed. */
const stalePlans = new WeakSet<object>()
/**
 * Another process's migration (a rolling deploy) can change a table under this process's prepared statements:
 * PostgreSQL then refuses them ("cached plan must not change result type").
 */
const isStalePlan = (err: unknown): err is Error =>
  err instanceof Error &&
  (err as { code?: string }).code === '0A000' &&
  /cached plan must not change result type/.test(err.message)
/** Prepared statements one connection keeps at most; texts past it run unnamed (parsed each time). */
export const MAX_PREPARED = 2000

/**
 * A name per SQL text, so each connection parses and plans a statement once and then only binds and executes it
 * (issue 13). Texts are the code's own, with values always as parameters, so the set stays small; the cap only
 * guards against a text built from data.
 */
function statementName(sql: string): string | undefined {
  if (unnamed.has(sql)) return undefined
  let name = names.get(sql)
  if (name === undefined) {
    if (names.size >= MAX_PREPARED) return undefined
    name = `s${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`
    names.set(sql, name)
  }
  return name
}

export interface PgOptions {
  /** Sets search_path on every connection (tests use a schema per file). */
  schema?: string
  max?: number
  /**
   * An idle pooled connection failed (PostgreSQL restarted or terminated it). The pool has already dropped it and
   * the next query opens a new one; without a listener Node would end the process on this `error` event.
   */
  onIdleError?: (err: Error) => void
}

export function createPgDb(url: string, opts: PgOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    types: typeParsers,
    ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {})
  })
  pool.on('error', (err) => opts.onIdleError?.(err))
  const run =
    (client: pg.Pool | pg.PoolClient, inTransaction: boolean) =>
    async <T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> => {
      const name = statementName(sql)
      const values = params as unknown[]
      try {
        const r = await client.query(name === undefined ? { text: sql, values } : { text: sql, values, name })
        return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 }
      } catch (err) {
        if (name === undefined || !isStalePlan(err)) throw err
        unnamed.add(sql)
        // inside a transaction the error aborted it: the transaction is run again (tx), this time unnamed
        if (inTransaction) {
          stalePlans.add(err)
          throw err
        }
        const r = await client.query({ text: sql, values })
        return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 }
      }
    }
  const noNesting = {
    tx: () => Promise.reject(new Error('nested transactions are not supported')),
    exec: () => Promise.reject(new Error('exec inside a transaction is not supported')),
    close: () => Promise.resolve()
  }
  const once = async <T>(fn: (db: Db) => Promise<T>): Promise<T> => {
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      const result = await fn(withHelpers(run(client, true), noNesting))
      await client.query('COMMIT')
      return result
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined)
      throw err
    } finally {
      client.release()
    }
  }
  return withHelpers(run(pool, false), {
    // A transaction PostgreSQL aborted as a deadlock victim or a serialization failure changed nothing; it is
    // run again (as PostgreSQL's documentation advises) instead of reaching the user as INTERNAL. So is one that
    // met an outdated prepared statement (it runs unnamed the next time).
    tx: async (fn) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await once(fn)
        } catch (err) {
          if (attempt >= TX_ATTEMPTS || !isTransient(err)) throw err
        }
        // a moment of random length, so the two sides of a deadlock do not meet again in the same order
        await new Promise((r) => setTimeout(r, attempt * (5 + Math.random() * 20)))
      }
    },
    exec: async (sql) => {
      await pool.query(sql)
    },
    close: () => pool.end()
  })
}
