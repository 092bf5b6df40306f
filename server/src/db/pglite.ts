import { mkdirSync } from 'node:fs'
import { PGlite, types } from '@electric-sql/pglite'
import { withHelpers, type Db, type QueryResult } from './db.js'
import { vacuumWhereDue } from './pglite-maintenance.js'
import { createWire, PgliteWireError, type Wire } from './pglite-wire.js'
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

/** Every handle of one PGlite (the database and its transactions) shares one read cache and its statements. */
function wrap(pg: PGlite, cache: ReadCache, close: () => Promise<void>): Db {
  return handle(pg, createWire(pg), cache, close, null)
}

/**
 * The database (`tx` null) or one open transaction. Like PGlite's own `query` and `transaction`: a statement
 * outside a transaction holds both of PGlite's locks, a transaction holds the outer one throughout, so nothing
 * else runs inside it.
 */
function handle(
  pg: PGlite,
  wire: Wire,
  cache: ReadCache,
  close: () => Promise<void>,
  tx: TxWrites | null,
  /** The open transaction's BEGIN: sent with its first statement, which saves a call into the database. */
  open: { begun: boolean } | null = null
): Db {
  const begin = (): string | undefined => {
    if (!open || open.begun) return undefined
    open.begun = true
    return 'BEGIN'
  }
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> =>
    tx ? pg._runExclusiveQuery(fn) : pg._runExclusiveTransaction(() => pg._runExclusiveQuery(fn))
  const query = <T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> =>
    cache.writing(sql, tx, async () => {
      const r = await exclusive(() => wire.run<T>(sql, params, !tx, begin))
      return { rows: r.rows, rowCount: r.affectedRows }
    })
  const batch: Db['batch'] = async (statements) =>
    statements.length === 0
      ? []
      : cache.writing(
          statements.map(([sql]) => sql),
          tx,
          async () =>
            (await exclusive(() => wire.runMany<Record<string, unknown>>(statements, !tx, begin))).map(
              (r) => ({
                rows: r.rows,
                rowCount: r.affectedRows
              })
            )
        )
  const db: Db = {
    ...withHelpers(query, {
      batch,
      tx: (fn) => {
        if (tx) throw new Error('nested transactions are not supported')
        return pg._runExclusiveTransaction(async () => {
          const state = { begun: false }
          let result: Awaited<ReturnType<typeof fn>>
          try {
            result = await fn(handle(pg, wire, cache, close, { tables: new Set(), all: false }, state))
          } catch (err) {
            if (state.begun) await pg._runExclusiveQuery(() => wire.simple('ROLLBACK', true))
            throw err
          }
          if (!state.begun) return result
          // COMMIT of a transaction a caught error aborted rolls back: that is an error, as in PGlite
          const tag = await pg._runExclusiveQuery(() => wire.simple('COMMIT', true))
          if (tag === 'ROLLBACK')
            throw new PgliteWireError(
              new Map([
                ['C', '25P02'],
                ['M', 'Transaction was rolled back instead of committed']
              ]),
              'COMMIT'
            )
          return result
        })
      },
      exec: async (sql) => {
        if (tx) tx.all = true
        cache.dropAll()
        try {
          if (tx) {
            const first = begin()
            await pg._runExclusiveQuery(async () => {
              await wire.simple(first ? `${first};${sql}` : sql, false)
              await wire.forget()
            })
          } else {
            await pg.exec(sql)
            await exclusive(() => wire.forget())
          }
        } finally {
          cache.dropAll()
        }
      },
      close,
      cached: (key, tables, load) => cache.read(db, tx, key, tables, load),
      cachedEach: (prefix, ids, tables, load) => cache.readEach(db, tx, prefix, ids, tables, load)
    }),
    singleProcess: true,
    serialTransactions: true,
    // outside a transaction only (VACUUM cannot run in one); PGlite's exec waits for any open transaction
    ...(tx ? {} : { maintain: () => vacuumWhereDue(db, async (sql) => void (await pg.exec(sql))) })
  }
  return db
}
