import type { GeneralStore } from '@lotus/contract/general'
import { formatMop } from '@lotus/contract/money'
import { generalWords } from '../words'

type Activity = GeneralStore['activities'][number]

const mop = (a: number) => formatMop(a, { trimZeros: true })
const word = generalWords.word

/** The type of a store activity as a user reads it. */
export const activityKind = (a: Activity): string =>
  a.type === 'full_reduction'
    ? word('act.full_reduction')
    : a.type === 'delivery_free'
      ? word('act.delivery_free')
      : word('act.other')

/** How a store activity works, in the words of the checkout (the pricing pipeline applies it). */
export function activityLines(a: Activity, store: Pick<GeneralStore, 'minOrder' | 'deliveryFee'>): string[] {
  const lines: string[] = []
  if (a.type === 'full_reduction' && a.threshold && a.reduce) {
    lines.push(word('act.reduce', { threshold: mop(a.threshold), reduce: mop(a.reduce) }))
    lines.push(word('act.onlyBest'))
  } else if (a.type === 'delivery_free') {
    const fee = mop(store.deliveryFee)
    lines.push(
      a.threshold ? word('act.freeOver', { threshold: mop(a.threshold), fee }) : word('act.free', { fee })
    )
  } else {
    lines.push(a.label)
  }
  if (store.minOrder > 0) lines.push(word('act.minOrder', { amount: mop(store.minOrder) }))
  lines.push(word('act.scope'))
  return lines
}
