import type { Db } from './db.js'

/** The work waiting for each open transaction's commit, by the handle `tx` gave its function. */
const pending = new WeakMap<Db, Array<() => void>>()

/**
 * A database whose transactions can run work after they commit (`afterCommit`): what others must hear of only
 * once it is true (a board's MQTT news). A rolled-back transaction (or a try PostgreSQL runs again) drops its
 * work. Services are built over this wrapper (services.ts).
 */
export function withAfterCommit(db: Db): Db {
  return {
    ...db,
    tx: async (fn) => {
      let list: Array<() => void> = []
      const result = await db.tx((t) => {
        list = []
        const handle: Db = { ...t }
        pending.set(handle, list)
        return fn(handle)
      })
      for (const run of list) run()
      return result
    }
  }
}

/** Runs `fn` once `t`'s transaction commits; false when `t` is not such a transaction (nothing is run). */
export function afterCommit(t: Db, fn: () => void): boolean {
  const list = pending.get(t)
  if (!list) return false
  list.push(fn)
  return true
}
