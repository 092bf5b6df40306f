import { STALE_SHOP_MSG } from '@lotus/contract/shop-admin'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import type { Activity } from '../pricing/snapshot.js'
import type { AuditLog } from '../staff/audit.js'

/** What every shop settings operation needs; `changed` drops the customer-side caches and first screens. */
export interface ShopAdminDeps {
  db: Db
  clock: Clock
  audit: AuditLog
  changed(merchantId: number): void
}

/** Who is editing, as the audit log records them. */
export interface Editor {
  staffId: number
  name: string
  ip: string
}

export const auditActor = (e: Editor) => ({ type: 'staff' as const, id: e.staffId, name: e.name })

export const staleShop = () => new AppError(ErrorCode.STALE_VERSION, STALE_SHOP_MSG, 409)
/** Another shop's id answers exactly like a missing one. */
export const noShop = () => notFound('找不到商家')

export interface ShopRow {
  id: number
  name: string
  open_hours: string
  holidays: string[]
  paused_until: number | null
  is_open: boolean
  delivery_fee: number
  min_order: number
  pack_fee: number
  delivery_range_m: number
  delivery_minutes: number
  notice: string
  activities: Array<Activity & { rate?: number }>
  settings_version: number
}

const COLUMNS = `id, name, open_hours, holidays, paused_until, is_open, delivery_fee, min_order, pack_fee,
  delivery_range_m, delivery_minutes, notice, activities, settings_version`

/** The shop's row; `lock` for an edit. NOT_FOUND when it does not exist. */
export async function shopRow(db: Db, merchantId: number, lock = false): Promise<ShopRow> {
  const row = await db.one<ShopRow>(
    `SELECT ${COLUMNS} FROM merchants WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [merchantId]
  )
  if (!row) throw noShop()
  return row
}

/** Refuses a save that read an older version than the row has now. */
export function checkVersion(row: ShopRow, version: number): void {
  if (row.settings_version !== version) throw staleShop()
}

/**
 * One settings save: lock the row, check its version, write `set` (SQL assignments, $1 the id, then `params`),
 * bump the version and write the audit entry in the same transaction; then drop what customers are shown.
 */
export async function saveSettings<T>(
  deps: ShopAdminDeps,
  who: Editor,
  input: { merchantId: number; version: number | null },
  change: {
    action: string
    set: string
    /** the values of `set` ($2 on), or made from the locked row */
    params: unknown[] | ((r: ShopRow) => unknown[])
    before: (r: ShopRow) => T
    after?: (r: ShopRow) => T
  }
): Promise<ShopRow> {
  const out = await deps.db.tx(async (t) => {
    const row = await shopRow(t, input.merchantId, true)
    if (input.version !== null) checkVersion(row, input.version)
    await t.query(
      `UPDATE merchants SET ${change.set}, settings_version = settings_version + 1 WHERE id = $1`,
      [row.id, ...(typeof change.params === 'function' ? change.params(row) : change.params)]
    )
    const after = await shopRow(t, input.merchantId)
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: change.action,
      subjectType: 'merchant',
      subjectId: row.id,
      merchantId: row.id,
      ip: who.ip,
      before: { ...(change.before(row) as object), version: row.settings_version },
      after: { ...((change.after ?? change.before)(after) as object), version: after.settings_version }
    })
    return after
  })
  deps.changed(input.merchantId)
  return out
}
