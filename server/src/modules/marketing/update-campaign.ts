import { campaignCap, campaignEditRefusal, type Campaign } from '@lotus/contract/campaign'
import type { CampaignUpdateBody } from '@lotus/contract/schemas/marketing'
import type { z } from 'zod/v4'
import { notFound, validation } from '../../errors.js'
import { auditBy, campaignById, staleCampaign, type MarketingCaller, type MarketingDeps } from './shared.js'

/**
 * Marketing edits one of its campaigns, read at `version`: name, window, validity, count and budget (the budget only
 * up, neither below what is issued), per-user limit, scope. Coupons already issued keep what they were issued
 * with; the next claim reads the new limits (the take's guard reads the row). One transaction with its audit entry.
 */
export async function updateCampaign(
  d: MarketingDeps,
  c: MarketingCaller,
  input: z.output<typeof CampaignUpdateBody>
): Promise<Campaign> {
  const now = d.clock.now()
  return d.db.tx(async (t) => {
    // the row is locked first: a claim between the read and the write cannot slip under the new limits
    const locked = await t.one<{ version: number }>(
      'SELECT version FROM coupon_batches WHERE id = $1 FOR UPDATE',
      [input.id]
    )
    const before = locked && (await campaignById(t, input.id, now))
    if (!before) throw notFound('找不到活動')
    if (before.origin === 'shop') throw validation('商家自設的限時券由商家管理，平台只可停止或恢復')
    if (before.version !== input.version) throw staleCampaign()
    if (before.type === 'redEnvelope' && input.merchantId !== null)
      throw validation('紅包為全平台通用，不可限定商家')
    if (input.merchantId !== null) {
      const m = await t.one<{ verticals: string[] }>('SELECT verticals FROM merchants WHERE id = $1', [
        input.merchantId
      ])
      if (!m) throw notFound('找不到商家')
      if (input.vertical !== null && !m.verticals.includes(input.vertical))
        throw validation('此商家不經營所選業務')
    }
    const refusal = campaignEditRefusal(before, input)
    if (refusal) throw validation(refusal)
    const total = campaignCap({ ...input, amount: before.amount })
    await t.query(
      `UPDATE coupon_batches SET name = $2, vertical = $3, merchant_id = $4, total = $5, budget = $6, per_user = $7,
         starts_at = $8, ends_at = $9, valid_days = $10, version = version + 1
       WHERE id = $1`,
      [
        input.id,
        input.name,
        input.vertical,
        input.merchantId,
        total,
        input.budget,
        // a code is redeemed once per customer, whatever the form says
        before.issueRule === 'code' ? 1 : input.perUser,
        input.startsAt * 1000,
        input.endsAt * 1000,
        input.validDays
      ]
    )
    const after = await campaignById(t, input.id, now)
    if (!after) throw new Error('campaign not found')
    await d.audit.write(t, {
      ...auditBy(c),
      action: 'marketing.campaign.update',
      subjectType: 'campaign',
      subjectId: input.id,
      merchantId: after.mchId,
      before: editable(before),
      after: editable(after)
    })
    return after
  })
}

const editable = (x: Campaign) => ({
  name: x.name,
  vertical: x.vertical,
  mchId: x.mchId,
  total: x.total,
  budget: x.budget,
  perUser: x.perUser,
  startsAt: x.startsAt,
  endsAt: x.endsAt,
  validDays: x.validDays,
  version: x.version
})
