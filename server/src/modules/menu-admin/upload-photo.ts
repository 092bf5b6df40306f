import type { AdminGoods } from '@lotus/contract/menu-admin'
import { shrinkPhoto } from '../upload/goods-photo.js'
import type { UploadService } from '../upload/upload-service.js'
import {
  auditActor,
  checkVersion,
  lockGoods,
  staleGoods,
  toAdminGoods,
  type Editor,
  type MenuAdminDeps
} from './shared.js'

/**
 * A goods' photo from the device: shrunk on the server (goods-photo.ts) before anything is stored, then stored
 * and set in one transaction, so a refused photo (stale version, another shop's goods) leaves nothing behind.
 */
export async function uploadPhoto(
  deps: MenuAdminDeps & { uploads: UploadService },
  who: Editor,
  input: { merchantId: number; id: number; version: number; bytes: Buffer }
): Promise<AdminGoods> {
  const small = await shrinkPhoto(input.bytes)
  const out = await deps.db.tx(async (t) => {
    const row = await lockGoods(t, input.merchantId, input.id)
    checkVersion(row, input.version, staleGoods)
    const { url } = await deps.uploads.saveStaffImage(t, who.staffId, small)
    await t.query('UPDATE goods SET photo = $2, version = version + 1 WHERE id = $1', [row.id, url])
    const after = toAdminGoods(await lockGoods(t, input.merchantId, input.id))
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: 'menu.goods.photo',
      subjectType: 'goods',
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
