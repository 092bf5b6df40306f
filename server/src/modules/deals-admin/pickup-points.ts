import { STALE_PICKUP_POINT_MSG, type AdminPickupPoint, type AdminPickupPoints } from '@lotus/contract/market'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import { auditActor, checkVersion, type DealsAdminDeps, type Editor } from './shared.js'

interface PointRow {
  id: number
  merchant_id: number
  name: string
  address: string
  hours: string
  active: boolean
  version: number
}

const toAdmin = (r: PointRow): AdminPickupPoint => ({
  id: r.id,
  name: r.name,
  address: r.address,
  hours: r.hours,
  active: r.active,
  version: r.version
})

const isStore = async (db: Db, merchantId: number) =>
  !!(await db.one(`SELECT 1 AS x FROM merchants WHERE id = $1 AND 'supermarket' = ANY(verticals)`, [
    merchantId
  ]))

/** A supermarket store's pickup points, disabled ones too (a shop that is no store has none). */
export async function readPickupPoints(db: Db, merchantId: number): Promise<AdminPickupPoints> {
  if (!(await isStore(db, merchantId))) return { merchantId, supermarket: false, points: [] }
  const rows = await db.many<PointRow>('SELECT * FROM pickup_points WHERE merchant_id = $1 ORDER BY id', [
    merchantId
  ])
  return { merchantId, supermarket: true, points: rows.map(toAdmin) }
}

/**
 * A new pickup point, or one saved whole (its version); `active: false` disables it: the checkout no longer offers
 * it, and orders placed with it keep their copy of it.
 */
export async function savePickupPoint(
  deps: DealsAdminDeps,
  who: Editor,
  input: {
    merchantId: number
    id?: number | undefined
    version?: number | undefined
    name: string
    address: string
    hours: string
    active: boolean
  }
): Promise<AdminPickupPoint> {
  const out = await deps.db.tx(async (t) => {
    if (!(await isStore(t, input.merchantId)))
      throw new AppError(ErrorCode.VALIDATION, '此商店不是超市門店，沒有自取點')
    const values = [input.name, input.address, input.hours, input.active]
    if (input.id === undefined) {
      const row = (await t.one<PointRow>(
        `INSERT INTO pickup_points (merchant_id, name, address, hours, active) VALUES ($1, $2, $3, $4, $5)
         RETURNING *`,
        [input.merchantId, ...values]
      ))!
      const after = toAdmin(row)
      await deps.audit.write(t, {
        actor: auditActor(who),
        action: 'deals.pickup.create',
        subjectType: 'pickup_point',
        subjectId: row.id,
        merchantId: input.merchantId,
        ip: who.ip,
        after
      })
      return after
    }
    const row = await t.one<PointRow>(
      'SELECT * FROM pickup_points WHERE id = $1 AND merchant_id = $2 FOR UPDATE',
      [input.id, input.merchantId]
    )
    // another store's point answers like a missing one
    if (!row) throw notFound('找不到自取點')
    checkVersion(
      row,
      input.version ?? 0,
      () => new AppError(ErrorCode.STALE_VERSION, STALE_PICKUP_POINT_MSG, 409)
    )
    const after = toAdmin(
      (await t.one<PointRow>(
        `UPDATE pickup_points SET name = $2, address = $3, hours = $4, active = $5, version = version + 1
         WHERE id = $1 RETURNING *`,
        [row.id, ...values]
      ))!
    )
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: 'deals.pickup.update',
      subjectType: 'pickup_point',
      subjectId: row.id,
      merchantId: input.merchantId,
      ip: who.ip,
      before: toAdmin(row),
      after
    })
    return after
  })
  deps.changed(input.merchantId)
  return out
}
