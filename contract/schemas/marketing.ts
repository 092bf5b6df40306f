import { z } from 'zod/v4'
import {
  CAMPAIGN_TYPES,
  ISSUE_RULES,
  MAX_CAMPAIGN_COUNT,
  MAX_CODE_BATCH,
  PROMO_CODE_RE,
  campaignCap,
  normalizePromoCode
} from '../campaign'
import { DASHBOARD_DAYS } from '../dashboard'
import { MEMBER_PLAN_IDS } from '../member'
import { VERTICALS } from '../verticals'
import { jsonId } from './fields'

/** Request schemas of /api/staff/marketing/* and /api/staff/dashboard (issue 38 points 4, 6), and the app's redeem. */

const name = z.string().trim().min(1, '請填寫名稱').max(30, '不可多於 30 字')
/** Avos: at most MOP 100,000. */
const avos = (min: number) => z.number().int().min(min).max(10_000_000)
/** Epoch seconds between 2020 and 2100. */
const seconds = z.number().int().min(1_577_836_800).max(4_102_444_800)
const promoCode = z
  .string()
  .transform(normalizePromoCode)
  .pipe(z.string().regex(PROMO_CODE_RE, '兌換碼為 4–16 位英文字母或數字'))

export const CampaignCreateBody = z
  .strictObject({
    name,
    type: z.enum(CAMPAIGN_TYPES),
    amount: avos(1),
    threshold: avos(0).default(0),
    vertical: z.enum(VERTICALS).nullable().default(null),
    merchantId: jsonId.nullable().default(null),
    issueRule: z.enum(ISSUE_RULES),
    /** How many coupons at most; null: only the budget limits it. */
    count: z.number().int().min(1).max(MAX_CAMPAIGN_COUNT).nullable().default(null),
    /** The MOP budget in avos; null: only the count limits it. */
    budget: avos(1).nullable().default(null),
    perUser: z.number().int().min(1).max(99).default(1),
    startsAt: seconds,
    endsAt: seconds,
    validDays: z.number().int().min(1).max(365).default(7),
    /** code campaigns: one shared code (each customer once) … */
    code: promoCode.optional(),
    /** … or this many single-use codes, generated */
    codeCount: z.number().int().min(1).max(MAX_CODE_BATCH).optional()
  })
  .refine((b) => b.count !== null || b.budget !== null, { message: '請填寫數量或預算', path: ['count'] })
  .refine((b) => b.endsAt > b.startsAt, { message: '結束時間須晚於開始時間', path: ['endsAt'] })
  .refine((b) => campaignCap(b) >= 1, { message: '預算不足以發出一張', path: ['budget'] })
  .refine((b) => b.type === 'coupon' || b.merchantId === null, {
    message: '紅包為全平台通用，不可限定商家',
    path: ['merchantId']
  })
  .refine((b) => (b.issueRule === 'code') === (b.code !== undefined || b.codeCount !== undefined), {
    message: '兌換碼活動須填寫兌換碼或生成數量（其他活動不可填）',
    path: ['code']
  })
  .refine((b) => b.code === undefined || b.codeCount === undefined, {
    message: '共用兌換碼與一次性兌換碼只可選一種',
    path: ['codeCount']
  })

/**
 * An edit of an operators' campaign, read at `version`: name, window and validity, count and budget (the budget
 * only up, neither below what is issued: `campaignEditRefusal`), per-user limit and scope. Its type, amount,
 * threshold and issuing rule stay: coupons already issued carry them.
 */
export const CampaignUpdateBody = z
  .strictObject({
    id: jsonId,
    version: z.number().int().min(0).max(2_147_483_647),
    name,
    vertical: z.enum(VERTICALS).nullable(),
    merchantId: jsonId.nullable(),
    count: z.number().int().min(1).max(MAX_CAMPAIGN_COUNT).nullable(),
    budget: avos(1).nullable(),
    perUser: z.number().int().min(1).max(99),
    startsAt: seconds,
    endsAt: seconds,
    validDays: z.number().int().min(1).max(365)
  })
  .refine((b) => b.count !== null || b.budget !== null, { message: '請填寫數量或預算', path: ['count'] })
  .refine((b) => b.endsAt > b.startsAt, { message: '結束時間須晚於開始時間', path: ['endsAt'] })

export const CampaignIdBody = z.strictObject({ id: jsonId })
export const CampaignCodesQuery = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(jsonId)
})

/** The customer's 兌換碼 (app: POST /api/v1/user/coupon/redeem). */
export const PromoRedeemBody = z.strictObject({ code: promoCode })

export const DashboardQuery = z.strictObject({
  days: z
    .enum(DASHBOARD_DAYS.map(String) as ['7', '30'])
    .default('7')
    .transform((d) => Number(d) as 7 | 30)
})

/**
 * A points-mall gift: new (no id) or changed; stock moves by a delta so it never goes below what is taken. Its photo
 * changes only by upload (POST /staff/marketing/gifts/photo).
 */
export const GiftSaveBody = z.strictObject({
  id: jsonId.optional(),
  name,
  description: z.string().trim().max(200, '不可多於 200 字').default(''),
  points: z.number().int().min(1).max(10_000_000),
  onSale: z.boolean(),
  /** stock added (or, negative, removed); a new gift starts at this */
  stockDelta: z.number().int().min(-1_000_000).max(1_000_000).default(0)
})

/** A god-member plan's price (applies to purchases made after the change). */
export const PlanPriceBody = z
  .strictObject({
    plan: z.enum(MEMBER_PLAN_IDS),
    price: avos(100),
    originalPrice: avos(100)
  })
  .refine((b) => b.originalPrice >= b.price, { message: '原價不可低於售價', path: ['originalPrice'] })
