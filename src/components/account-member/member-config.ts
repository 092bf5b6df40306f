import type { MemberInfo } from '@lotus/contract/member'
import { operatorText } from '@/i18n'
import { accountWords } from '../account-flow/words'

/**
 * MEMBER_CFG from the remote config (contract/config.ts):
 * {name, tiers: [{id, name, days, price, originalPrice}], benefits: [{icon, title, desc}], rules}.
 * The server writes the tiers from today's prices (the operators' member_plan_prices), the prices an order charges.
 * Prices are avos. Anything malformed is dropped rather than shown half-broken.
 */
export interface MemberPlan {
  id: string
  name: string
  days: number
  price: number
  originalPrice: number | null
}

export interface MemberBenefit {
  icon: string
  title: string
  desc: string
}

export interface MemberConfig {
  name: string
  plans: MemberPlan[]
  benefits: MemberBenefit[]
  rules: string
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const str = (v: unknown): string => (typeof v === 'string' ? v : '')
const avos = (v: unknown): number | null =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : null

function plan(v: unknown): MemberPlan | null {
  if (!isObj(v)) return null
  const id = typeof v.id === 'number' ? String(v.id) : str(v.id)
  const price = avos(v.price)
  const days = typeof v.days === 'number' && v.days > 0 ? Math.floor(v.days) : 0
  if (!id || !str(v.name) || price === null || days === 0) return null
  const original = avos(v.originalPrice)
  return {
    id,
    name: str(v.name),
    days,
    price,
    originalPrice: original !== null && original > price ? original : null
  }
}

export function parseMemberConfig(raw: unknown): MemberConfig | null {
  if (!isObj(raw)) return null
  const plans = (Array.isArray(raw.tiers) ? raw.tiers : [])
    .map(plan)
    .filter((p): p is MemberPlan => p !== null)
  const benefits = (Array.isArray(raw.benefits) ? raw.benefits : [])
    .filter(isObj)
    .map((b) => ({ icon: str(b.icon), title: str(b.title), desc: str(b.desc) }))
    .filter((b) => b.title !== '')
  return { name: str(raw.name) || accountWords.word('godMember'), plans, benefits, rules: str(raw.rules) }
}

/** The plans of /v1/member/info (a signed-in customer's fresh read of the same prices) as the pages show them. */
export const plansOfInfo = (plans: MemberInfo['plans']): MemberPlan[] =>
  plans.map((p) => ({
    id: p.plan,
    name: p.title,
    days: p.days,
    price: p.price,
    originalPrice: p.originalPrice > p.price ? p.originalPrice : null
  }))

/** Avos saved against the original price (0 when there is none). */
export const planSaving = (p: MemberPlan): number =>
  p.originalPrice === null ? 0 : p.originalPrice - p.price

/** Price per day in avos, rounded up so the claim is never cheaper than the truth. */
export const planPerDay = (p: MemberPlan): number => Math.ceil(p.price / p.days)

const PLAN_KEYS: Readonly<Record<string, 'plan.month' | 'plan.quarter' | 'plan.year'>> = {
  month: 'plan.month',
  quarter: 'plan.quarter',
  year: 'plan.year'
}

/**
 * A plan's name as shown: the operators' (Chinese) title for a Chinese reader, the app's word for the plan for
 * anyone else (a plan the app does not know keeps its title).
 */
export function planName(p: Pick<MemberPlan, 'id' | 'name'>): string {
  const key = Object.hasOwn(PLAN_KEYS, p.id) ? PLAN_KEYS[p.id] : undefined
  return operatorText(p.name) ?? (key ? accountWords.word(key) : p.name)
}

/**
 * A membership order's title (pay page, payment result): the server's as stored for a Chinese reader, else the
 * plan's name in the reader's language.
 */
export function memberOrderTitle(o: { plan: string; title: string }): string {
  const key = Object.hasOwn(PLAN_KEYS, o.plan) ? PLAN_KEYS[o.plan] : undefined
  return (
    operatorText(o.title) ??
    (key ? accountWords.word('memberOrder', { plan: accountWords.word(key) }) : o.title)
  )
}
