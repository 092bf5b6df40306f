import { mkdirSync } from 'node:fs'
import { PGlite, types, type Transaction } from '@electric-sql/pglite'
import { withHelpers, type Db, type QueryResult } from './db.js'
import { createReadCache, type ReadCache, type TxWrites } from './read-cache.js'

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
  return wrap(pg, createReadCache(), async () => {
    await pg.close()
  })
}

/** Builds an in-memory database, lets prepare fill it, and returns its data directory as a tarball. */
export async function dumpPgliteDb(prepare: (db: Db) => Promise<void>): Promise<Uint8Array> {
  const pg = await PGlite.create({ parsers })
  try {
    await prepare(wrap(pg, createReadCache(), () => Promise.resolve()))
    const tar = await pg.dumpDataDir('none')
    return new Uint8Array(await tar.arrayBuffer())
  } finally {
    await pg.close()
  }
}

/** Every handle of one PGlite (the database and its transactions) shares one read cache. */
function wrap(conn: PGlite | Transaction, cache: ReadCache, close: () => Promise<void>): Db {
  const inTransaction = !('transaction' in conn)
  const tx: TxWrites | null = inTransaction ? { tables: new Set(), all: false } : null
  const query = <T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> =>
    cache.writing(sql, tx, async () => {
      const r = await conn.query<T>(sql, params)
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length }
    })
  const db: Db = {
    ...withHelpers(query, {
      tx: (fn) => {
        if (inTransaction) throw new Error('nested transactions are not supported')
        return (conn as PGlite).transaction((t) => fn(wrap(t, cache, close)))
      },
      exec: async (sql) => {
        if (tx) tx.all = true
        cache.dropAll()
        try {
          await conn.exec(sql)
        } finally {
          cache.dropAll()
        }
      },
      close,
      cached: (key, tables, load) => cache.read(db, tx, key, tables, load)
    }),
    singleProcess: true,
    serialTransactions: true
  }
  return db
}
