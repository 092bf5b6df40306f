import { mkdirSync } from 'node:fs'
import { PGlite, types, type Transaction } from '@electric-sql/pglite'
import { withHelpers, type Db, type QueryResult } from './db.js'

const parsers = { [types.INT8]: (v: string) => Number(v) }

export interface PgliteOptions {
  /**
   * A data directory tarball (from dumpPgliteDb) to start from. Skips initdb, the slow part of
   * creating a cluster; tests open a migrated and seeded copy per file this way.
   */
  loadDataDir?: Blob
}

export async function createPgliteDb(dataDir: string, opts: PgliteOptions = {}): Promise<Db> {
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true })
  const pg = await PGlite.create(dataDir === 'memory' ? undefined : dataDir, {
    parsers,
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {})
  })
  return wrap(pg, async () => {
    await pg.close()
  })
}

/** Builds an in-memory database, lets prepare fill it, and returns its data directory as a tarball. */
export async function dumpPgliteDb(prepare: (db: Db) => Promise<void>): Promise<Uint8Array> {
  const pg = await PGlite.create({ parsers })
  try {
    await prepare(wrap(pg, () => Promise.resolve()))
    const tar = await pg.dumpDataDir('none')
    return new Uint8Array(await tar.arrayBuffer())
  } finally {
    await pg.close()
  }
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
