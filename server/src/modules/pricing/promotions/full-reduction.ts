import type { Activity } from '../snapshot.js'
import { mopLabel, type Promotion } from './promotion.js'

export interface Tier {
  threshold: number
  reduce: number
}

/**
 * A merchant's tiers sorted by threshold, kept per activities list when that list is frozen: the read cache keeps
 * the merchant row frozen, the same object on every quote until the merchant changes, and a quote asks three
 * times (the sort was the calculator's hottest line, issue 13). Tiers are frozen too: callers share them.
 */
const tiersOf = new WeakMap<readonly Activity[], readonly Readonly<Tier>[]>()

function sortedTiers(activities: readonly Activity[]): readonly Readonly<Tier>[] {
  const kept = tiersOf.get(activities)
  if (kept) return kept
  const tiers = activities
    .filter((a) => a.type === 'full_reduction' && (a.threshold ?? 0) > 0 && (a.reduce ?? 0) > 0)
    .map((a) => Object.freeze({ threshold: a.threshold ?? 0, reduce: a.reduce ?? 0 }))
    .sort((a, b) => a.threshold - b.threshold)
  // only a list that cannot change (nor its activities) may be answered from what was kept
  if (Object.isFrozen(activities) && activities.every((a) => Object.isFrozen(a)))
    tiersOf.set(activities, tiers)
  return tiers
}

/** Best full-reduction tier met by the amount, and the next one (for the "再買…減…" label). */
export function fullReductionTiers(activities: readonly Activity[], amount: number) {
  const tiers = sortedTiers(activities)
  let best: Readonly<Tier> | null = null
  for (const t of tiers) if (t.threshold <= amount && (best === null || t.reduce > best.reduce)) best = t
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
