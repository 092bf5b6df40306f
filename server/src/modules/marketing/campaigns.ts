import type { Campaign } from '@lotus/contract/campaign'
import { CAMPAIGN_SELECT, toCampaign, type CampaignRow, type MarketingDeps } from './shared.js'

/** Every campaign (the shops' limited coupons too), newest first. */
export async function listCampaigns(d: MarketingDeps): Promise<Campaign[]> {
  const now = d.clock.now()
  const rows = await d.db.many<CampaignRow>(`${CAMPAIGN_SELECT} ORDER BY b.id DESC LIMIT 200`)
  return rows.map((r) => toCampaign(r, now))
}
