import type { Campaign } from '@lotus/contract/campaign'
import { notFound } from '../../errors.js'
import { auditBy, campaignById, type MarketingCaller, type MarketingDeps } from './shared.js'

/**
 * Stops a campaign at once: the coupon centre no longer lists it and no claim, code or new customer takes from it
 * (the take's guard reads `stopped_at`). Coupons already issued stay usable. Stopping a stopped one changes
 * nothing and writes no entry.
 */
export async function stopCampaign(d: MarketingDeps, c: MarketingCaller, id: number): Promise<Campaign> {
  const now = d.clock.now()
  return d.db.tx(async (t) => {
    const before = await campaignById(t, id, now)
    if (!before) throw notFound('找不到活動')
    const stopped = await t.one<{ id: number }>(
      'UPDATE coupon_batches SET stopped_at = $2, version = version + 1 WHERE id = $1 AND stopped_at IS NULL RETURNING id',
      [id, now]
    )
    const after = await campaignById(t, id, now)
    if (!after) throw notFound('找不到活動')
    if (stopped)
      await d.audit.write(t, {
        ...auditBy(c),
        action: 'marketing.campaign.stop',
        subjectType: 'campaign',
        subjectId: id,
        merchantId: after.mchId,
        before: { status: before.status, claimed: before.claimed },
        after: { status: after.status }
      })
    return after
  })
}
