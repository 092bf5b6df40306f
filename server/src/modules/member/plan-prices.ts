import { MEMBER_PLANS, MEMBER_PLAN_IDS, type MemberPlan } from '@lotus/contract/member'
import type { Db } from '../../db/db.js'

export interface PlanPrice {
  plan: MemberPlan
  title: string
  days: number
  price: number
  originalPrice: number
}

/**
 * The god-member plans at today's prices: an operator's price (member_plan_prices) or the contract's. A purchase
 * reads them when its order is placed and the order keeps its total, so a change applies to new purchases only.
 */
export async function planPrices(db: Db): Promise<PlanPrice[]> {
  const rows = await db.cached('member-plan-prices', ['member_plan_prices'], (d) =>
    d.many<{ plan: MemberPlan; price: number; original_price: number }>(
      'SELECT plan, price, original_price FROM member_plan_prices'
    )
  )
  return MEMBER_PLAN_IDS.map((plan) => {
    const set = rows.find((r) => r.plan === plan)
    const p = MEMBER_PLANS[plan]
    return {
      plan,
      title: p.title,
      days: p.days,
      price: set?.price ?? p.price,
      originalPrice: set?.original_price ?? p.originalPrice
    }
  })
}

export async function planPrice(db: Db, plan: MemberPlan): Promise<PlanPrice> {
  const p = (await planPrices(db)).find((x) => x.plan === plan)
  if (!p) throw new Error(`no plan ${plan}`)
  return p
}

/** Sets a plan's price (the operators' marketing), in the caller's transaction. */
export async function setPlanPrice(
  t: Db,
  input: { plan: MemberPlan; price: number; originalPrice: number; by: string; now: number }
): Promise<void> {
  await t.query(
    `INSERT INTO member_plan_prices (plan, price, original_price, updated_at, updated_by)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (plan) DO UPDATE SET price = $2, original_price = $3, updated_at = $4, updated_by = $5`,
    [input.plan, input.price, input.originalPrice, input.now, input.by]
  )
}
