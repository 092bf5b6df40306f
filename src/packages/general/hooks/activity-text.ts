import type { GeneralStore } from '@lotus/contract/general'
import { formatMop } from '@lotus/contract/money'

type Activity = GeneralStore['activities'][number]

const mop = (a: number) => formatMop(a, { trimZeros: true })

/** The type of a store activity as a user reads it. */
export const activityKind = (a: Activity): string =>
  a.type === 'full_reduction' ? '滿減' : a.type === 'delivery_free' ? '免配送費' : '店內活動'

/** How a store activity works, in the words of the checkout (the pricing pipeline applies it). */
export function activityLines(a: Activity, store: Pick<GeneralStore, 'minOrder' | 'deliveryFee'>): string[] {
  const lines: string[] = []
  if (a.type === 'full_reduction' && a.threshold && a.reduce) {
    lines.push(`訂單商品金額滿 ${mop(a.threshold)}，結賬時自動減 ${mop(a.reduce)}。`)
    lines.push('多檔滿減只享金額最高的一檔，毋須領取。')
  } else if (a.type === 'delivery_free') {
    lines.push(
      a.threshold
        ? `訂單商品金額滿 ${mop(a.threshold)}，免收配送費（原配送費 ${mop(store.deliveryFee)}）。`
        : `免收配送費（原配送費 ${mop(store.deliveryFee)}）。`
    )
  } else {
    lines.push(a.label)
  }
  if (store.minOrder > 0) lines.push(`本店起送價 ${mop(store.minOrder)}。`)
  lines.push('適用於本店全部外送訂單，優惠金額在確認訂單時顯示。')
  return lines
}
