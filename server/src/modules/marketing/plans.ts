import type { PlanPriceAdmin } from '@lotus/contract/marketing'
import type { PlanPriceBody } from '@lotus/contract/schemas/marketing'
import type { z } from 'zod/v4'
import { planPrices, setPlanPrice } from '../member/plan-prices.js'
import { auditBy, type MarketingCaller, type MarketingDeps } from './shared.js'

export const listPlans = (d: MarketingDeps): Promise<PlanPriceAdmin[]> => planPrices(d.db)

/** A plan's new price: orders already placed keep theirs (new purchases only). */
export async function savePlan(
  d: MarketingDeps,
  c: MarketingCaller,
  input: z.output<typeof PlanPriceBody>
): Promise<PlanPriceAdmin[]> {
  return d.db.tx(async (t) => {
    const before = (await planPrices(t)).find((p) => p.plan === input.plan)
    await setPlanPrice(t, { ...input, by: c.session.account.username, now: d.clock.now() })
    await d.audit.write(t, {
      ...auditBy(c),
      action: 'marketing.plan.price',
      subjectType: 'memberPlan',
      subjectId: input.plan,
      before: before && { price: before.price, originalPrice: before.originalPrice },
      after: { price: input.price, originalPrice: input.originalPrice }
    })
    return planPrices(t)
  })
}
