/**
 * Coupon and red-envelope campaigns (issue 38 point 4): what marketing sets up in the console and customers claim
 * in the coupon centre (限時搶券), receive as new customers, or redeem with a promo code (兌換碼). A campaign is a
 * coupon batch (`coupon_batches`): its count cap and its MOP budget are both hard limits of the one guarded claim.
 */
import type { LimitedCouponState } from './limited-coupon'
import type { Vertical } from './verticals'

export const CAMPAIGN_TYPES = ['coupon', 'redEnvelope'] as const
export type CampaignType = (typeof CAMPAIGN_TYPES)[number]

/** How a campaign's coupons reach customers. */
export const ISSUE_RULES = ['claim', 'newCustomer', 'code'] as const
export type IssueRule = (typeof ISSUE_RULES)[number]

export const ISSUE_RULE_TEXT: Readonly<Record<IssueRule, string>> = {
  claim: '領券中心領取',
  newCustomer: '新客戶註冊即送',
  code: '兌換碼兌換'
}

/** The most coupons one campaign may issue, whatever its budget. */
export const MAX_CAMPAIGN_COUNT = 1_000_000
/** The most codes one batch of single-use codes may hold. */
export const MAX_CODE_BATCH = 500

/**
 * How many coupons a campaign may issue: its count, and no more than its MOP budget buys at `amount` each. Each
 * coupon is worth `amount`, so the count cap also keeps the money issued within the budget.
 */
export function campaignCap(q: { count: number | null; budget: number | null; amount: number }): number {
  const byBudget = q.budget === null ? MAX_CAMPAIGN_COUNT : Math.floor(q.budget / q.amount)
  return Math.min(q.count ?? MAX_CAMPAIGN_COUNT, byBudget, MAX_CAMPAIGN_COUNT)
}

/** A promo code as typed: case and surrounding spaces do not matter. */
export const normalizePromoCode = (s: string) => s.trim().toUpperCase()
/** 4–16 letters and digits (after normalizing). */
export const PROMO_CODE_RE = /^[A-Z0-9]{4,16}$/

export type CampaignStatus = 'running' | 'stopped'

/**
 * Who set a batch up: the operators' marketing (a campaign), or a shop (its own limited coupons, 限時搶券 of
 * before the operators' console). The operators edit only their own; they may stop and resume any.
 */
export type CampaignOrigin = 'operators' | 'shop'

export const CAMPAIGN_ORIGIN_TEXT: Readonly<Record<CampaignOrigin, string>> = {
  operators: '平台活動',
  shop: '商家自設'
}

/** A campaign as the console lists it. Amounts in avos, times in seconds. */
export interface Campaign {
  id: number
  name: string
  type: CampaignType
  amount: number
  threshold: number
  /** Kept to one vertical's orders; null = every vertical. */
  vertical: Vertical | null
  /** Kept to one shop; null = every shop. */
  mchId: number | null
  shopName: string | null
  issueRule: IssueRule
  /** The count cap (from the count and the budget). */
  total: number
  /** The MOP budget (avos), or null when only the count limits it. */
  budget: number | null
  claimed: number
  /** What the coupons issued are worth (avos): claimed × amount. */
  issued: number
  perUser: number
  startsAt: number
  endsAt: number
  validDays: number
  status: CampaignStatus
  /** The window's state for customers (a stopped campaign is ended). */
  state: LimitedCouponState
  /** The shared code, or how many single-use codes it has (code campaigns). */
  code: string | null
  codeCount: number
  origin: CampaignOrigin
  /** Rises with every edit, stop and resume; an edit names the version it was read at. */
  version: number
}

/**
 * Why an edit of `before` to `next` is refused, or null. The budget only rises (what was promised to spend stays),
 * and neither the count cap nor the budget goes below what is already issued.
 */
export function campaignEditRefusal(
  before: Pick<Campaign, 'budget' | 'claimed' | 'issued' | 'amount'>,
  next: { count: number | null; budget: number | null }
): string | null {
  if (before.budget !== null && (next.budget === null || next.budget < before.budget))
    return '預算只可增加，不可減少'
  if (next.budget !== null && next.budget < before.issued) return '預算不可低於已發出的金額'
  if (campaignCap({ ...next, amount: before.amount }) < before.claimed) return '數量不可少於已發出的張數'
  return null
}
