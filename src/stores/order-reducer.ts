import { formatMop } from '@lotus/contract/money'
import type { ReorderChange } from '@lotus/contract/order'

/**
 * Checkout state as pure functions: the remark, the coupon choice, and the
 * form rules of refund and evaluation.
 */
export type Choice = { kind: 'auto' } | { kind: 'none' } | { kind: 'id'; id: number }

export interface CheckoutState {
  mchId: number
  remark: string
  tableware: number
  coupon: Choice
  redEnvelope: Choice
  /** a god member's free-delivery voucher (issue 12) */
  freeDelivery: Choice
  addressId: number | null
  /** a booked delivery time (seconds, 預約送達); null: as soon as possible */
  deliveryTime: number | null
}

export const initialCheckout: CheckoutState = {
  mchId: 0,
  remark: '',
  tableware: 0,
  coupon: { kind: 'auto' },
  redEnvelope: { kind: 'auto' },
  freeDelivery: { kind: 'auto' },
  addressId: null,
  deliveryTime: null
}

/** A new checkout for a merchant; coming back to the same merchant's checkout keeps its choices. */
export function startCheckout(s: CheckoutState, mchId: number): CheckoutState {
  if (s.mchId === mchId) return s
  return { ...initialCheckout, addressId: s.addressId, mchId }
}

/** calc/submit field for a choice: auto → omitted (server picks the best), none → 0, id → id. */
export function choiceParam(c: Choice): number | undefined {
  return c.kind === 'auto' ? undefined : c.kind === 'none' ? 0 : c.id
}

export const REMARK_MAX = 50
export const REMARK_TAGS = [
  '少辣',
  '不要辣',
  '不要蔥',
  '不要芫荽',
  '多放醋',
  '少鹽',
  '少冰',
  '去冰',
  '餐具放門口'
] as const

/** Tap a quick tag: append it (comma-separated), or remove it when present; never beyond REMARK_MAX. */
export function toggleRemarkTag(remark: string, tag: string): string {
  const parts = remark
    .split(/[，,]/)
    .map((p) => p.trim())
    .filter(Boolean)
  const next = parts.includes(tag) ? parts.filter((p) => p !== tag) : [...parts, tag]
  const text = next.join('，')
  return text.length > REMARK_MAX ? remark : text
}

export const TABLEWARE_OPTIONS = [
  { value: 0, label: '無需餐具' },
  { value: 1, label: '1份' },
  { value: 2, label: '2份' },
  { value: 3, label: '3份' },
  { value: 4, label: '4份' },
  { value: 5, label: '5份' },
  { value: 6, label: '6份以上' }
] as const

export const tablewareLabel = (n: number): string =>
  TABLEWARE_OPTIONS.find((o) => o.value === n)?.label ?? `${n}份`

// ------------------------------------------------------------------ refund and evaluation

export const REFUND_REASONS = [
  '商品少送/錯送',
  '商品品質問題',
  '送達時間太晚',
  '商家未出餐',
  '不想要了',
  '其他原因'
] as const
export const REFUND_DETAIL_MAX = 200
export const PHOTOS_MAX = 6

export function validateRefund(f: {
  reason: string
  detail: string
  images: readonly string[]
}): string | null {
  if (!f.reason) return '請選擇退款原因'
  if (f.reason === '其他原因' && !f.detail.trim()) return '請填寫退款說明'
  if (f.detail.length > REFUND_DETAIL_MAX) return `退款說明最多${REFUND_DETAIL_MAX}字`
  if (f.images.length > PHOTOS_MAX) return `最多上傳${PHOTOS_MAX}張圖片`
  return null
}

export const EVALUATION_MAX = 500
export const CANCEL_REASONS = ['不想要了', '資料填寫錯誤', '商家缺貨', '送達時間太長', '其他原因'] as const

export function validateEvaluation(f: {
  star: number
  tasteStar: number
  packStar: number
  content: string
  images: readonly string[]
}): string | null {
  if (f.star < 1) return '請為商家評分'
  if (f.tasteStar < 1) return '請為口味評分'
  if (f.packStar < 1) return '請為包裝評分'
  if (f.content.length > EVALUATION_MAX) return `評價最多${EVALUATION_MAX}字`
  if (f.images.length > PHOTOS_MAX) return `最多上傳${PHOTOS_MAX}張圖片`
  return null
}

export const STAR_WORDS = ['', '非常差', '差', '一般', '滿意', '非常滿意'] as const

const money = (v: unknown): string =>
  typeof v === 'number' && Number.isSafeInteger(v) ? formatMop(v) : String(v ?? '')

/** One line of the "what changed since your order" dialog of 再來一單. */
export function reorderChangeText(c: ReorderChange): string {
  switch (c.kind) {
    case 'price': {
      const up = typeof c.before === 'number' && typeof c.after === 'number' && c.after > c.before
      return `${c.name} ${up ? '漲價' : '降價'}：${money(c.before)} → ${money(c.after)}`
    }
    case 'removed':
      return `${c.name} 已下架，未加入購物車`
    case 'soldOut':
      return `${c.name} 已售罄，未加入購物車`
    case 'option':
      return `${c.name} 規格已變更`
    default:
      return `${c.name} 有變更`
  }
}
