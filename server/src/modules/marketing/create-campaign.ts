import { randomInt } from 'node:crypto'
import { campaignCap, type Campaign } from '@lotus/contract/campaign'
import type { CampaignCreateBody } from '@lotus/contract/schemas/marketing'
import type { z } from 'zod/v4'
import { notFound, validation } from '../../errors.js'
import { auditBy, campaignById, type MarketingCaller, type MarketingDeps } from './shared.js'

/** Letters and digits that cannot be misread (no O/0, I/1). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const newCode = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

/**
 * Marketing sets up a campaign: its count cap comes from the count and the MOP budget (`campaignCap`), a shop and a
 * vertical must agree, a shared code must be free; single-use codes are generated. One transaction with its
 * audit entry.
 */
export async function createCampaign(
  d: MarketingDeps,
  c: MarketingCaller,
  input: z.output<typeof CampaignCreateBody>
): Promise<Campaign> {
  const now = d.clock.now()
  return d.db.tx(async (t) => {
    if (input.merchantId !== null) {
      const m = await t.one<{ verticals: string[] }>('SELECT verticals FROM merchants WHERE id = $1', [
        input.merchantId
      ])
      if (!m) throw notFound('找不到商家')
      if (input.vertical !== null && !m.verticals.includes(input.vertical))
        throw validation('此商家不經營所選業務')
    }
    const total = campaignCap(input)
    const row = await t.one<{ id: number }>(
      `INSERT INTO coupon_batches (merchant_id, name, amount, threshold, total, per_user, starts_at, ends_at,
         valid_days, created_at, type, vertical, budget, issue_rule, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
      [
        input.merchantId,
        input.name,
        input.amount,
        input.threshold,
        total,
        input.issueRule === 'code' ? 1 : input.perUser,
        input.startsAt * 1000,
        input.endsAt * 1000,
        input.validDays,
        now,
        input.type,
        input.vertical,
        input.budget,
        input.issueRule,
        c.session.account.username
      ]
    )
    if (!row) throw new Error('campaign not inserted')
    if (input.code !== undefined) {
      const took = await t.one<{ code: string }>(
        `INSERT INTO promo_codes (code, batch_id, single_use) VALUES ($1, $2, false)
         ON CONFLICT (code) DO NOTHING RETURNING code`,
        [input.code, row.id]
      )
      if (!took) throw validation('此兌換碼已被其他活動使用')
    }
    for (let made = 0; made < (input.codeCount ?? 0);) {
      const took = await t.one<{ code: string }>(
        `INSERT INTO promo_codes (code, batch_id, single_use) VALUES ($1, $2, true)
         ON CONFLICT (code) DO NOTHING RETURNING code`,
        [newCode(), row.id]
      )
      if (took) made += 1
    }
    const campaign = await campaignById(t, row.id, now)
    if (!campaign) throw new Error('campaign not found')
    await d.audit.write(t, {
      ...auditBy(c),
      action: 'marketing.campaign.create',
      subjectType: 'campaign',
      subjectId: row.id,
      merchantId: input.merchantId,
      after: { ...input, total }
    })
    return campaign
  })
}
