import { DEFAULT_LOCALE, fillMarks, inLocale, type Locale, type Phrase } from './locale'
import { formatMop } from './money'
import { MEMBERSHIP_ORDER_TEXT, type MembershipOrderState } from './order-membership'

/** God member (神會員): plans, monthly benefits and growth levels. Amounts in avos. */

export const MEMBER_PLAN_IDS = ['month', 'quarter', 'year'] as const
export type MemberPlan = (typeof MEMBER_PLAN_IDS)[number]

/** The plans and their list prices; operators may set others (member_plan_prices), which MEMBER_CFG then serves. */
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
export const freeDeliveryVoucherText = (amount: number, locale: Locale = DEFAULT_LOCALE): string =>
  fillMarks(inLocale(locale, `免配送費，最高${mop(amount)}`, FREE_DELIVERY_VOUCHER_WORDS), {
    amount: mop(amount)
  })
const FREE_DELIVERY_VOUCHER_WORDS: Phrase = ['Free delivery, up to {amount}', 'Entrega grátis, até {amount}']

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

const couponCount = MEMBER_MONTHLY_COUPONS.length
const couponAmount = mop(MEMBER_MONTHLY_COUPONS[0]?.amount ?? 0)
const voucherCount = MEMBER_FREE_DELIVERY_VOUCHERS.length
const voucherCap = mop(MEMBER_FREE_DELIVERY_VOUCHERS[0]?.amount ?? 0)

/** MEMBER_BENEFITS in English and Portuguese, by icon (the same numbers: they are the rules the server applies). */
const BENEFIT_WORDS: Readonly<Record<string, { title: Phrase; desc: Phrase }>> = {
  coupon: {
    title: ['Monthly member coupons', 'Cupões mensais de membro'],
    desc: [
      `${couponCount} no-minimum ${couponAmount} coupons on the 1st of every month`,
      `${couponCount} cupões de ${couponAmount} sem mínimo no dia 1 de cada mês`
    ]
  },
  delivery: {
    title: ['Free delivery vouchers', 'Vales de entrega grátis'],
    desc: [
      `${voucherCount} on the 1st of every month, each waiving one delivery fee (up to ${voucherCap}) on takeaway and supermarket delivery; not for pickup`,
      `${voucherCount} no dia 1 de cada mês, cada um dispensa uma taxa de entrega (até ${voucherCap}) em take-away e supermercado; não para levantamento`
    ]
  },
  price: {
    title: ['Member prices', 'Preços de membro'],
    desc: [
      'Items with a member price are charged at it',
      'Os artigos com preço de membro são cobrados a esse preço'
    ]
  },
  level: {
    title: ['Growth levels', 'Níveis de crescimento'],
    desc: [
      'Completed orders earn growth, Lv.0 to Lv.5',
      'As encomendas concluídas dão crescimento, Lv.0 a Lv.5'
    ]
  }
}

/** A benefit in `locale`: the Chinese as written; English or Portuguese for a benefit the contract knows by icon. */
export function memberBenefitIn<B extends { icon: string; title: string; desc: string }>(
  b: B,
  locale: Locale
): B {
  const w = Object.hasOwn(BENEFIT_WORDS, b.icon) ? BENEFIT_WORDS[b.icon] : undefined
  if (locale === DEFAULT_LOCALE || !w) return b
  return { ...b, title: inLocale(locale, b.title, w.title), desc: inLocale(locale, b.desc, w.desc) }
}

/**
 * The 會員價 tag of a goods card (as Meituan shows it): only when the member price is below the price, which
 * is what the pricing pipeline charges a member. null = no tag.
 */
export function memberPriceText(
  price: number,
  memberPrice: number | null | undefined,
  locale: Locale = DEFAULT_LOCALE
): string | null {
  if (memberPrice === null || memberPrice === undefined || memberPrice >= price) return null
  const amount = formatMop(memberPrice, { trimZeros: true })
  return fillMarks(inLocale(locale, `會員價 ${amount}`, MEMBER_PRICE_WORDS), { amount })
}
const MEMBER_PRICE_WORDS: Phrase = ['Member {amount}', 'Membro {amount}']

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
