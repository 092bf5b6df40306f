import { mkdirSync } from 'node:fs'
import { PGlite, types, type Transaction } from '@electric-sql/pglite'
import { withHelpers, type Db, type QueryResult } from './db.js'

const parsers = { [types.INT8]: (v: string) => Number(v) }

export async function createPgliteDb(dataDir: string): Promise<Db> {
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true })
  const pg = await PGlite.create(dataDir === 'memory' ? undefined : dataDir, { parsers })
  return wrap(pg, async () => {
    await pg.close()
  })
}

function wrap(conn: PGlite | Transaction, close: () => Promise<void>): Db {
  const query = async <T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> => {
    const r = await conn.query<T>(sql, params)
    return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length }
  }
  const db = withHelpers(query, {
    tx: (fn) => {
      if (!('transaction' in conn)) throw new Error('nested transactions are not supported')
      return conn.transaction((t) => fn(wrap(t, close)))
    },
    exec: async (sql) => {
      await conn.exec(sql)
    },
    close
  })
  return { ...db, singleProcess: true }
}
