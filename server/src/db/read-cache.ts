import type { Db } from './db.js'

/**
 * The tables a statement may write, over-approximated (a false match only drops more); null when it cannot
 * tell (anything but SELECT / WITH / INSERT / UPDATE / DELETE: every kept read is dropped).
 */
export function writtenTables(sql: string): string[] | null {
  const head = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase()
  if (head !== 'SELECT' && head !== 'WITH' && head !== 'INSERT' && head !== 'UPDATE' && head !== 'DELETE')
    return null
  if (STOCK_ONLY.test(sql)) return ['goods']
  const out: string[] = []
  const re = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(?:ONLY\s+)?(?:"?\w+"?\.)?"?(\w+)"?/gi
  for (let m = re.exec(sql); m; m = re.exec(sql)) {
    const table = (m[1] ?? '').toLowerCase()
    out.push(table)
    if (table === 'goods') out.push(GOODS_CATALOGUE)
  }
  return out
}

/**
 * Stock moves with every order; most of a goods row does not. A read that never looks at `goods.stock` may name
 * this instead of `goods`: every write to goods counts for it except one that only moves stock (`STOCK_ONLY`), so
 * it outlives orders. A read of the stock names `goods`, which every write counts for.
 */
export const GOODS_CATALOGUE = 'goods:catalogue'
/** The whole statement is one UPDATE of one goods row's stock and nothing else. */
const STOCK_ONLY =
  /^\s*UPDATE\s+goods\s+SET\s+stock\s*=\s*stock\s*[-+]\s*\$\d+\s+WHERE\s+id\s*=\s*\$\d+(\s+AND\s+stock\s*>=\s*\$\d+)?\s*$/i

/** What several statements (`Db.batch`) may write together. */
function writtenByAll(sqls: readonly string[]): string[] | null {
  const out: string[] = []
  for (const sql of sqls) {
    const tables = writtenTables(sql)
    if (tables === null) return null
    out.push(...tables)
  }
  return out
}

function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v)
    for (const x of Object.values(v)) deepFreeze(x)
  }
  return v
}

const MAX_ENTRIES = 20_000
/** Kept for an id its load answered nothing for (no such row). */
const NONE = Symbol('none')

/** What one open transaction has written. */
export interface TxWrites {
  tables: Set<string>
  all: boolean
}

/**
 * Kept reads of one embedded database: a write counter per table plus one for "anything", bumped before and
 * after every write statement, so a read that overlapped a write is never kept. A kept read carries the sum of
 * its tables' counters when it started (counters only grow, so an equal sum means nothing was written).
 */
export function createReadCache() {
  const writes = new Map<string, number>()
  let epoch = 0
  const entries = new Map<string, { stamp: number; value: unknown }>()
  const stamp = (tables: readonly string[]) => {
    let n = epoch
    for (const t of tables) n += writes.get(t) ?? 0
    return n
  }
  const bump = (tables: string[] | null) => {
    if (tables === null) {
      epoch++
      entries.clear()
    } else for (const t of tables) writes.set(t, (writes.get(t) ?? 0) + 1)
  }
  /**
   * A value read at `at` may be kept if nothing wrote its tables meanwhile and, inside a transaction, the
   * transaction has written none of them (with one connection it then saw exactly the committed rows).
   */
  const mayKeep = (tx: TxWrites | null, tables: readonly string[], at: number) =>
    (!tx || (!tx.all && tables.every((t) => !tx.tables.has(t)))) && stamp(tables) === at
  const keep = (key: string, at: number, value: unknown) => {
    // the oldest kept read goes first (a Map iterates in insertion order)
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
    entries.delete(key)
    entries.set(key, { stamp: at, value: value === NONE ? NONE : deepFreeze(value) })
  }
  return {
    /**
     * Around one statement: counters move before it runs and again when it ends. `tx`: the tables the open
     * transaction has written so far (null: not in a transaction), which this statement adds to.
     */
    async writing<T>(
      sql: string | readonly string[],
      tx: TxWrites | null,
      run: () => Promise<T>
    ): Promise<T> {
      const tables = typeof sql === 'string' ? writtenTables(sql) : writtenByAll(sql)
      if (tables !== null && tables.length === 0) return run()
      if (tx) {
        if (tables === null) tx.all = true
        else for (const t of tables) tx.tables.add(t)
      }
      bump(tables)
      try {
        return await run()
      } finally {
        bump(tables)
      }
    },
    /** Before `exec` (migrations, search_path): nothing kept survives it. */
    dropAll: () => bump(null),
    /**
     * Inside a transaction a read is kept only while the transaction has written none of its tables: with one
     * connection and one transaction at a time, it then saw exactly the committed rows.
     */
    async read<T>(
      db: Db,
      tx: TxWrites | null,
      key: string,
      tables: readonly string[],
      load: (db: Db) => Promise<T>
    ): Promise<T> {
      const at = stamp(tables)
      const hit = entries.get(key)
      if (hit && hit.stamp === at) return hit.value as T
      const value = await load(db)
      if (mayKeep(tx, tables, at)) keep(key, at, value)
      return value
    },
    /** `read` per id (`Db.cachedEach`): hits answered from the kept values, the rest read by one `load`. */
    async readEach<T>(
      db: Db,
      tx: TxWrites | null,
      prefix: string,
      ids: readonly number[],
      tables: readonly string[],
      load: (db: Db, ids: number[]) => Promise<Map<number, T>>
    ): Promise<Map<number, T>> {
      const at = stamp(tables)
      const out = new Map<number, T>()
      const missing: number[] = []
      for (const id of new Set(ids)) {
        const hit = entries.get(`${prefix}:${id}`)
        if (hit && hit.stamp === at) {
          if (hit.value !== NONE) out.set(id, hit.value as T)
        } else missing.push(id)
      }
      if (missing.length === 0) return out
      const loaded = await load(db, missing)
      const kept = mayKeep(tx, tables, at)
      for (const id of missing) {
        const value = loaded.get(id)
        if (value !== undefined) out.set(id, value)
        if (kept) keep(`${prefix}:${id}`, at, value === undefined ? NONE : value)
      }
      return out
    }
  }
}

export type ReadCache = ReturnType<typeof createReadCache>
