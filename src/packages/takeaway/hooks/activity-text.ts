import type { Activity } from '@/services/takeaway'
import { formatMop } from '@lotus/contract/money'

const mop = (a: number) => formatMop(a, { trimZeros: true })

const TITLES: Record<string, string> = {
  full_reduction: '滿減',
  delivery_free: '免配送費',
  new_user: '新客立減',
  discount: '折扣'
}

export const activityTitle = (a: Activity): string => TITLES[a.type] ?? '優惠'

/** How an activity works, in the words the fee rules of the contract use. */
export function activityText(a: Activity): string {
  switch (a.type) {
    case 'full_reduction':
      return a.threshold != null && a.reduce != null
        ? `商品金額滿${mop(a.threshold)}，立減${mop(a.reduce)}；多檔滿減自動使用可達到的最高一檔。`
        : a.label
    case 'delivery_free':
      return a.threshold != null ? `商品金額滿${mop(a.threshold)}，免收配送費。` : '本店訂單免收配送費。'
    case 'new_user':
      return a.reduce != null ? `首次在本店下單立減${mop(a.reduce)}。` : '首次在本店下單可享新客優惠。'
    case 'discount':
      return '折扣商品按折後價計算，以商品標價為準。'
    default:
      return a.label
  }
}
