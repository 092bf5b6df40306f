import type { AdminSpu } from '@lotus/contract/market-admin'
import { shrinkPhoto } from '../../upload/goods-photo.js'
import type { UploadService } from '../../upload/upload-service.js'
import { auditActor, checkVersion, type Editor, type MenuAdminDeps } from '../shared.js'
import { lockSpu, staleSpu, toAdminSpu } from './shared.js'

/** A supermarket goods' photo: shrunk before anything is stored, then stored and set in one transaction. */
export async function uploadSpuPhoto(
  deps: MenuAdminDeps & { uploads: UploadService },
  who: Editor,
  input: { merchantId: number; id: number; version: number; bytes: Buffer }
): Promise<AdminSpu> {
  const small = await shrinkPhoto(input.bytes)
  const out = await deps.db.tx(async (t) => {
    const row = await lockSpu(t, input.merchantId, input.id)
    checkVersion(row, input.version, staleSpu)
    const { url } = await deps.uploads.saveStaffImage(t, who.staffId, small)
    await t.query('UPDATE market_spus SET photo = $2, version = version + 1 WHERE id = $1', [row.id, url])
    const after = toAdminSpu(await lockSpu(t, input.merchantId, input.id))
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: 'market.spu.photo',
      subjectType: 'market_spu',
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
