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

export interface PgOptions {
  /** Sets search_path on every connection (tests use a schema per file). */
  schema?: string
  max?: number
}

export function createPgDb(url: string, opts: PgOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    types: typeParsers,
    ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {})
  })
  const run =
    (client: pg.Pool | pg.PoolClient) =>
    async <T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> => {
      const r = await client.query(sql, params as unknown[])
      return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 }
    }
  const noNesting = {
    tx: () => Promise.reject(new Error('nested transactions are not supported')),
    exec: () => Promise.reject(new Error('exec inside a transaction is not supported')),
    close: () => Promise.resolve()
  }
  return withHelpers(run(pool), {
    tx: async (fn) => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(withHelpers(run(client), noNesting))
        await client.query('COMMIT')
        return result
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw err
      } finally {
        client.release()
      }
    },
    exec: async (sql) => {
      await pool.query(sql)
    },
    close: () => pool.end()
  })
}
