import type { Campaign } from '@lotus/contract/campaign'
import { notFound } from '../../errors.js'
import { auditBy, campaignById, type MarketingCaller, type MarketingDeps } from './shared.js'

/**
 * Resumes a stopped campaign: claims, codes and new customers take from it again, within its window and what is
 * left of its count and budget. Resuming a running one changes nothing and writes no entry.
 */
export async function resumeCampaign(d: MarketingDeps, c: MarketingCaller, id: number): Promise<Campaign> {
  const now = d.clock.now()
  return d.db.tx(async (t) => {
    const resumed = await t.one<{ id: number }>(
      `UPDATE coupon_batches SET stopped_at = NULL, version = version + 1
       WHERE id = $1 AND stopped_at IS NOT NULL RETURNING id`,
      [id]
    )
    const after = await campaignById(t, id, now)
    if (!after) throw notFound('找不到活動')
    if (resumed)
      await d.audit.write(t, {
        ...auditBy(c),
        action: 'marketing.campaign.resume',
        subjectType: 'campaign',
        subjectId: id,
        merchantId: after.mchId,
        before: { status: 'stopped' },
        after: { status: after.status }
      })
    return after
  })
}
