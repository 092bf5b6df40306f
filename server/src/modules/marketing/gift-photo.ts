import type { GiftAdmin } from '@lotus/contract/marketing'
import { notFound } from '../../errors.js'
import { shrinkPhoto } from '../upload/goods-photo.js'
import type { UploadService } from '../upload/upload-service.js'
import { listGifts } from './gifts.js'
import { auditBy, type MarketingCaller, type MarketingDeps } from './shared.js'

/** A gift's photo: shrunk before anything is stored, then stored and set with its audit entry in one transaction. */
export async function uploadGiftPhoto(
  d: MarketingDeps & { uploads: UploadService },
  c: MarketingCaller,
  input: { id: number; bytes: Buffer }
): Promise<GiftAdmin> {
  const small = await shrinkPhoto(input.bytes)
  await d.db.tx(async (t) => {
    const g = await t.one<{ image: string | null }>(
      "SELECT image FROM pmall_items WHERE id = $1 AND kind = 'gift' FOR UPDATE",
      [input.id]
    )
    if (!g) throw notFound('找不到禮品')
    const { url } = await d.uploads.saveStaffImage(t, c.session.account.id, small)
    await t.query('UPDATE pmall_items SET image = $2 WHERE id = $1', [input.id, url])
    await d.audit.write(t, {
      ...auditBy(c),
      action: 'marketing.gift.photo',
      subjectType: 'gift',
      subjectId: input.id,
      before: { image: g.image },
      after: { image: url }
    })
  })
  const gift = (await listGifts(d)).find((x) => x.id === input.id)
  if (!gift) throw notFound('找不到禮品')
  return gift
}
