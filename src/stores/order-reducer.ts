import { formatMop } from '@lotus/contract/money'
import type { ReorderChange } from '@lotus/contract/order'
import { storeWords, valueLabel } from './words'
import { CANCEL_REASONS, REFUND_REASONS, REMARK_TAGS } from '@lotus/contract/order-reasons'

const w = storeWords.word

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
/**
 * Quick tags, as the kitchen reads them: a tag goes into the remark in Chinese whatever the reader's language (the
 * merchant's board shows the remark as written); its chip shows remarkTagLabel.
 */
export { REMARK_TAGS }

export const remarkTagLabel: (tag: string) => string = valueLabel

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

/** Sets of cutlery: 0 none, 6 "6 or more". */
export const tablewareLabel = (n: number): string =>
  n === 0 ? w('tableware.none') : w(n === 6 ? 'tableware.many' : 'tableware.n', { n })

/** the choices of the checkout; `label` in the language in force when read */
export const TABLEWARE_OPTIONS: ReadonlyArray<{ readonly value: number; readonly label: string }> = [
  0, 1, 2, 3, 4, 5, 6
].map((value) => ({
  value,
  get label() {
    return tablewareLabel(value)
  }
}))

// ------------------------------------------------------------------ refund and evaluation

/**
 * Refund and cancel reasons are stored as written (refunds.reason, orders.cancel_reason) and shown to the merchant
 * and staff: the value sent stays Chinese, the reader sees reasonLabel(value).
 */
export { REFUND_REASONS }
/** the reason that asks for a description (the last of each list) */
const OTHER_REASON = REFUND_REASONS[REFUND_REASONS.length - 1]

export const reasonLabel: (reason: string) => string = valueLabel
export const REFUND_DETAIL_MAX = 200
export const PHOTOS_MAX = 6

export function validateRefund(f: {
  reason: string
  detail: string
  images: readonly string[]
}): string | null {
  if (!f.reason) return w('refund.noReason')
  if (f.reason === OTHER_REASON && !f.detail.trim()) return w('refund.noDetail')
  if (f.detail.length > REFUND_DETAIL_MAX) return w('refund.detailMax', { n: REFUND_DETAIL_MAX })
  if (f.images.length > PHOTOS_MAX) return w('photosMax', { n: PHOTOS_MAX })
  return null
}

export const EVALUATION_MAX = 500
export { CANCEL_REASONS }

export function validateEvaluation(f: {
  star: number
  tasteStar: number
  packStar: number
  content: string
  images: readonly string[]
}): string | null {
  if (f.star < 1) return w('eval.noStar')
  if (f.tasteStar < 1) return w('eval.noTaste')
  if (f.packStar < 1) return w('eval.noPack')
  if (f.content.length > EVALUATION_MAX) return w('eval.max', { n: EVALUATION_MAX })
  if (f.images.length > PHOTOS_MAX) return w('photosMax', { n: PHOTOS_MAX })
  return null
}

/** The word under 1 to 5 stars ('' for none). */
export const starWord = (n: number): string =>
  Number.isInteger(n) && n >= 1 && n <= 5 ? w(`star${n as 1 | 2 | 3 | 4 | 5}`) : ''

/** starWord as a list indexed by stars (each read in the language in force) */
export const STAR_WORDS: readonly string[] = [0, 1, 2, 3, 4, 5].reduce<string[]>((list, n) => {
  Object.defineProperty(list, n, { get: () => starWord(n), enumerable: true })
  return list
}, [])

const money = (v: unknown): string =>
  typeof v === 'number' && Number.isSafeInteger(v) ? formatMop(v) : String(v ?? '')

/** One line of the "what changed since your order" dialog of 再來一單. */
export function reorderChangeText(c: ReorderChange): string {
  switch (c.kind) {
    case 'price': {
      const up = typeof c.before === 'number' && typeof c.after === 'number' && c.after > c.before
      return w(up ? 'reorder.up' : 'reorder.down', {
        name: c.name,
        before: money(c.before),
        after: money(c.after)
      })
    }
    case 'removed':
      return w('reorder.removed', { name: c.name })
    case 'soldOut':
      return w('reorder.soldOut', { name: c.name })
    case 'option':
      return w('reorder.option', { name: c.name })
    default:
      return w('reorder.changed', { name: c.name })
  }
}
