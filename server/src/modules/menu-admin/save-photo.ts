import type { AppError } from '../../errors.js'
import type { Db } from '../../db/db.js'
import { shrinkPhoto } from '../upload/goods-photo.js'
import type { UploadService } from '../upload/upload-service.js'
import { auditActor, checkVersion, type Editor, type MenuAdminDeps } from './shared.js'

/** What a photo is set on: a takeaway goods or a supermarket goods (SPU), each with its row, lock and answer. */
export interface PhotoTarget<Row extends { id: number; photo: string | null; version: number }, Out> {
  table: 'goods' | 'market_spus'
  /** The row of the shop's goods, locked; another shop's answers as a missing one. */
  lock(t: Db, merchantId: number, id: number): Promise<Row>
  stale(): AppError
  view(row: Row): Out & { photo: string | null; version: number }
  /** as the audit log names it */
  action: string
  subjectType: string
}

/**
 * A goods' photo from the device, for either menu: shrunk on the server (goods-photo.ts) before anything is
 * stored, then stored and set in one transaction, so a refused photo (stale version, another shop's goods) leaves
 * nothing behind.
 */
export async function savePhoto<Row extends { id: number; photo: string | null; version: number }, Out>(
  deps: MenuAdminDeps & { uploads: UploadService },
  target: PhotoTarget<Row, Out>,
  who: Editor,
  input: { merchantId: number; id: number; version: number; bytes: Buffer }
): Promise<Out & { photo: string | null; version: number }> {
  const small = await shrinkPhoto(input.bytes)
  const out = await deps.db.tx(async (t) => {
    const row = await target.lock(t, input.merchantId, input.id)
    checkVersion(row, input.version, target.stale)
    const { url } = await deps.uploads.saveStaffImage(t, who.staffId, small)
    await t.query(`UPDATE ${target.table} SET photo = $2, version = version + 1 WHERE id = $1`, [row.id, url])
    const after = target.view(await target.lock(t, input.merchantId, input.id))
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: target.action,
      subjectType: target.subjectType,
      subjectId: row.id,
      merchantId: input.merchantId,
      ip: who.ip,
      before: { photo: row.photo, version: row.version },
      after: { photo: after.photo, version: after.version, bytes: small.length }
    })
    return after
  })
  deps.changed(input.merchantId)
  return out
}
