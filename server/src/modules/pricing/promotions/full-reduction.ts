import type { Activity } from '../snapshot.js'
import { mopLabel, type Promotion } from './promotion.js'

export interface Tier {
  threshold: number
  reduce: number
}

/** Best full-reduction tier met by the amount, and the next one (for the "再買…減…" label). */
export function fullReductionTiers(activities: readonly Activity[], amount: number) {
  const tiers = activities
    .filter((a) => a.type === 'full_reduction' && (a.threshold ?? 0) > 0 && (a.reduce ?? 0) > 0)
    .map((a) => ({ threshold: a.threshold ?? 0, reduce: a.reduce ?? 0 }))
    .sort((a, b) => a.threshold - b.threshold)
  const met = tiers.filter((t) => t.threshold <= amount)
  const best = met.reduce<Tier | null>((acc, t) => (acc === null || t.reduce > acc.reduce ? t : acc), null)
  const next = tiers.find((t) => t.threshold > amount && t.reduce > (best?.reduce ?? 0)) ?? null
  return { best, next }
}

/** The menu/cart banner: what is reduced now and how much more buys the next tier. */
export function actLabel(best: Pick<Tier, 'reduce'> | null, next: Tier | null, amount: number) {
  if (next) {
    const gap = next.threshold - amount
    return best
      ? `已減${mopLabel(best.reduce)}，再買<em>MOP ${mopLabel(gap)}</em>減${mopLabel(next.reduce)}`
      : `再買<em>MOP ${mopLabel(gap)}</em>減${mopLabel(next.reduce)}`
  }
  return best ? `已享滿減，減<em>MOP ${mopLabel(best.reduce)}</em>` : ''
}

/** 滿減: the best tier whose threshold the goods amount meets. */
export const fullReduction: Promotion = {
  key: 'full-reduction',
  stage: 'order',
  field: 'fullReduction',
  applies: (ctx) => fullReductionTiers(ctx.activities, ctx.goodsAmount).best !== null,
  apply(ctx) {
    const best = fullReductionTiers(ctx.activities, ctx.goodsAmount).best
    return {
      amount: best?.reduce ?? 0,
      label: (taken) => `滿減（滿${mopLabel(best?.threshold ?? 0)}減${mopLabel(taken)}）`
    }
  }
}
