import type { Activity } from '@/services/takeaway'
import { formatMop } from '@lotus/contract/money'
import { word } from '../words'

const mop = (a: number) => formatMop(a, { trimZeros: true })

const TITLED = ['full_reduction', 'delivery_free', 'new_user', 'discount'] as const
const titled = (t: string): t is (typeof TITLED)[number] => (TITLED as readonly string[]).includes(t)

/** The activity's kind in the reader's language (the language in force when called). */
export const activityTitle = (a: Activity): string => word(titled(a.type) ? `act.${a.type}` : 'act.other')

/** How an activity works, in the words the fee rules of the contract use. */
export function activityText(a: Activity): string {
  switch (a.type) {
    case 'full_reduction':
      return a.threshold != null && a.reduce != null
        ? word('act.fullReductionText', { threshold: mop(a.threshold), reduce: mop(a.reduce) })
        : a.label
    case 'delivery_free':
      return a.threshold != null
        ? word('act.freeDeliveryFrom', { threshold: mop(a.threshold) })
        : word('act.freeDeliveryAll')
    case 'new_user':
      return a.reduce != null
        ? word('act.newUserReduce', { reduce: mop(a.reduce) })
        : word('act.newUserPlain')
    case 'discount':
      return word('act.discountText')
    default:
      return a.label
  }
}
