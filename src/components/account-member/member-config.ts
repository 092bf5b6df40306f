/**
 * MEMBER_CFG from the remote config (contract/config.ts):
 * {name, tiers: [{id, name, days, price, originalPrice}], benefits: [{icon, title, desc}], rules}.
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
  return { name: str(raw.name) || '神會員', plans, benefits, rules: str(raw.rules) }
}

/** Avos saved against the original price (0 when there is none). */
export const planSaving = (p: MemberPlan): number =>
  p.originalPrice === null ? 0 : p.originalPrice - p.price

/** Price per day in avos, rounded up so the claim is never cheaper than the truth. */
export const planPerDay = (p: MemberPlan): number => Math.ceil(p.price / p.days)
