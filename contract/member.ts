import { formatMop } from './money'
import { MEMBERSHIP_ORDER_TEXT, type MembershipOrderState } from './order-membership'

/** God member (神會員): plans, monthly benefits and growth levels. Amounts in avos. */

export const MEMBER_PLAN_IDS = ['month', 'quarter', 'year'] as const
export type MemberPlan = (typeof MEMBER_PLAN_IDS)[number]

/** What the server charges; MEMBER_CFG (contract/config.ts) shows the same tiers. */
export const MEMBER_PLANS: Record<
  MemberPlan,
  { title: string; price: number; originalPrice: number; days: number }
> = {
  month: { title: '月卡', price: 1500, originalPrice: 2000, days: 31 },
  quarter: { title: '季卡', price: 3900, originalPrice: 6000, days: 93 },
  year: { title: '年卡', price: 12_800, originalPrice: 24_000, days: 366 }
}

/** Coupons every active member receives on the 1st of each Asia/Macau month (and on purchase). */
export const MEMBER_MONTHLY_COUPONS: ReadonlyArray<{
  key: string
  name: string
  amount: number
  threshold: number
}> = [1, 2, 3, 4].map((i) => ({
  key: `member-5-${i}`,
  name: '神會員無門檻券 MOP 5',
  amount: 500,
  threshold: 0
}))

/**
 * 免配送費券 every active member receives with the monthly coupons (the only member free delivery): each waives
 * the delivery fee of one delivered takeaway or supermarket order, up to `amount`; they expire with the month.
 */
export const MEMBER_FREE_DELIVERY_VOUCHERS: ReadonlyArray<{
  key: string
  name: string
  amount: number
  threshold: number
}> = [1, 2, 3, 4].map((i) => ({
  key: `member-free-delivery-${i}`,
  name: '神會員免配送費券',
  amount: 2000,
  threshold: 0
}))

const mop = (avos: number) => formatMop(avos, { trimZeros: true })

/** What a free-delivery voucher does, as checkouts and the voucher list show it. */
export const freeDeliveryVoucherText = (amount: number) => `免配送費，最高${mop(amount)}`

/** Where free-delivery vouchers apply. */
export const FREE_DELIVERY_VOUCHER_SCOPE = '外賣及超市送貨訂單可用，自取不適用'

/** What a member gets each month, as grade and grade2 show it before paying (and the server's benefits). */
export const MEMBER_BENEFITS: ReadonlyArray<{ icon: string; title: string; desc: string }> = [
  {
    icon: 'coupon',
    title: '每月神會員券',
    desc: `每月 1 日發放 ${MEMBER_MONTHLY_COUPONS.length} 張 ${mop(MEMBER_MONTHLY_COUPONS[0]?.amount ?? 0)} 無門檻券`
  },
  {
    icon: 'delivery',
    title: '免配送費券',
    desc: `每月 1 日發放 ${MEMBER_FREE_DELIVERY_VOUCHERS.length} 張，外賣及超市送貨訂單每張免一單配送費（最高 ${mop(MEMBER_FREE_DELIVERY_VOUCHERS[0]?.amount ?? 0)}），自取訂單不適用`
  },
  { icon: 'price', title: '會員價', desc: '標有會員價的商品以會員價計算' },
  { icon: 'level', title: '成長等級', desc: '完成訂單累積成長值，Lv.0 至 Lv.5' }
]

/**
 * The 會員價 tag of a goods card (as Meituan shows it): only when the member price is below the price, which
 * is what the pricing pipeline charges a member. null = no tag.
 */
export function memberPriceText(price: number, memberPrice: number | null | undefined): string | null {
  return memberPrice !== null && memberPrice !== undefined && memberPrice < price
    ? `會員價 ${formatMop(memberPrice, { trimZeros: true })}`
    : null
}

/** The checkout offer to a non-member (issue 12): what member prices would save on this cart, or null. */
export function memberSavingOffer(memberSaving: number | undefined): string | null {
  return memberSaving !== undefined && memberSaving > 0
    ? `開通神會員，本單會員價可省 ${formatMop(memberSaving, { trimZeros: true })}`
    : null
}

/** Growth value needed for levels 0..5 (1 growth per MOP of completed orders). */
export const LEVEL_THRESHOLDS = [0, 100, 500, 1500, 5000, 15000] as const

/** The level rule as shown on the grade pages. */
export const LEVEL_RULE_TEXT = `等級規則：${LEVEL_THRESHOLDS.map((g, i) => `Lv.${i} ≥ ${g}`).join('，')}（已完成訂單每消費 MOP 1 得 1 成長值）`

/** Growth from the avos of completed orders: 1 per whole MOP. */
export const growthFromAvos = (avos: number): number => Math.floor(Math.max(0, avos) / 100)

export function levelFor(growth: number): number {
  let level = 0
  LEVEL_THRESHOLDS.forEach((min, i) => {
    if (growth >= min) level = i
  })
  return level
}

/** Growth still needed for the next level, or null at level 5. */
export function growthToNext(growth: number): number | null {
  const next = LEVEL_THRESHOLDS[levelFor(growth) + 1]
  return next === undefined ? null : next - growth
}

/** The end of a period bought at `now` on top of a membership ending at `currentEnd` (ms). */
export function extendMembership(now: number, currentEnd: number | null, plan: MemberPlan): number {
  return Math.max(now, currentEnd ?? 0) + MEMBER_PLANS[plan].days * 86_400_000
}

export interface MemberInfo {
  active: boolean
  /** Seconds, or null. */
  endsAt: number | null
  growth: number
  level: number
  toNext: number | null
  plans: Array<{ plan: MemberPlan; title: string; price: number; originalPrice: number; days: number }>
  benefits: string[]
  /** Coupons and free-delivery vouchers issued this Asia/Macau month. */
  monthCoupons: Array<{
    id: number
    type: 'coupon' | 'freeDelivery'
    name: string
    amount: number
    threshold: number
    status: string
  }>
  levelRule: Array<{ level: number; growth: number }>
}

/** A membership order's states and their text: the order kind's (contract/order-membership.ts). */
export type MemberOrderStatus = MembershipOrderState
export const MEMBER_ORDER_STATUS_TEXT = MEMBERSHIP_ORDER_TEXT

// A membership order's lifecycle is an order kind's (contract/order-membership.ts), kept here by its old name.
export { membershipOrderMachine as memberOrderMachine } from './order-membership'

/** A membership order: bought on grade2, paid at the cashier (wallet or online), activated once on payment. */
export interface MemberOrder {
  id: number
  orderNo: string
  plan: MemberPlan
  /** 神會員月卡 … */
  title: string
  amount: number
  status: MemberOrderStatus
  statusText: string
  /** Seconds; paying after it is refused and the order is closed. */
  payDeadline: number
  payMethod: 'wallet' | 'online' | null
  /** Seconds, or null while unpaid. */
  paidAt: number | null
  /** Seconds: the end of the period this payment bought (null while unpaid). */
  endsAt: number | null
}
