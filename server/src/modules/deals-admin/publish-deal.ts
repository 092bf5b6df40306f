import type { AdminDeal } from '@lotus/contract/deals-admin'
import { macauDay } from '@lotus/contract/macau-time'
import { AppError, ErrorCode } from '../../errors.js'
import {
  auditActor,
  checkVersion,
  lockDeal,
  staleDeal,
  toAdminDeal,
  type DealRow,
  type DealsAdminDeps,
  type Editor
} from './shared.js'

/**
 * Puts a deal on sale or takes it off. Customers see a published deal at once (the shop's cached first screens are
 * dropped); taking one off stops new sales, and vouchers already bought stay valid and refundable as promised.
 */
export async function publishDeal(
  deps: DealsAdminDeps,
  who: Editor,
  input: { merchantId: number; id: number; version: number; published: boolean }
): Promise<AdminDeal> {
  const out = await deps.db.tx(async (t) => {
    const row = await lockDeal(t, input.merchantId, input.id)
    checkVersion(row, input.version, staleDeal)
    if (input.published && row.rules.validTo < macauDay(deps.clock.now()))
      throw new AppError(ErrorCode.VALIDATION, '團購已過有效期，請先修改有效期')
    const after = toAdminDeal(
      (await t.one<DealRow>(
        'UPDATE group_deals SET published = $2, version = version + 1 WHERE id = $1 RETURNING *',
        [row.id, input.published]
      ))!
    )
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: input.published ? 'deals.deal.publish' : 'deals.deal.unpublish',
      subjectType: 'group_deal',
      subjectId: row.id,
      merchantId: input.merchantId,
      ip: who.ip,
      before: { published: row.published, version: row.version },
      after: { published: after.published, version: after.version }
    })
    return after
  })
  deps.changed(input.merchantId)
  return out
}
