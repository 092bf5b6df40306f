import { DEFAULT_LOCALE, fillMarks, inLocale, type Locale, type Phrase } from './locale'
import { VERTICAL_TEXT, verticalText, type Vertical } from './verticals'

/**
 * What a coupon's threshold counts (issue 9 point 4): the whole store (or every store), one supermarket aisle
 * (a level-1 aisle counts its level-2 aisles too) or one goods (every spec/SKU of it).
 */
export type CouponScope =
  { kind: 'aisle'; aisleId: number; name: string } | { kind: 'goods'; spuId: number; name: string }

/** A priced line as a scope sees it: the SKU's goods (SPU) and its aisles (own level-2 aisle and its parent). */
export interface ScopedLine {
  amount: number
  spuId: number | null
  aisleIds: readonly number[]
}

/** Whether a line counts toward a coupon of `scope` (no scope: every line). */
export function lineInScope(scope: CouponScope | null | undefined, line: ScopedLine): boolean {
  if (!scope) return true
  return scope.kind === 'goods' ? line.spuId === scope.spuId : line.aisleIds.includes(scope.aisleId)
}

/** The goods amount a coupon of `scope` counts: the in-scope lines only. */
export function scopedAmount(scope: CouponScope | null | undefined, lines: readonly ScopedLine[]): number {
  return lines.reduce((sum, l) => (lineInScope(scope, l) ? sum + l.amount : sum), 0)
}

/** The words shown with a coupon: 「限蔬果貨架」, 「限維記鮮奶」; '' for a whole-store coupon. */
export function couponScopeText(scope: CouponScope | null | undefined): string {
  if (!scope) return ''
  return scope.kind === 'aisle' ? `限「${scope.name}」貨架` : `限「${scope.name}」`
}

/**
 * Whether a coupon kept to `couponVertical` (null: every vertical) may be used on an order of `orderVertical`.
 * The order's vertical decides, not the shop's: a takeaway coupon is no use on the supermarket order of a shop
 * that does both (issue 35). A spell is a shared takeaway order, so takeaway coupons count there too.
 */
export function couponFitsOrder(
  couponVertical: Vertical | null | undefined,
  orderVertical: Vertical
): boolean {
  if (!couponVertical || couponVertical === orderVertical) return true
  return couponVertical === 'takeaway' && orderVertical === 'spell'
}

const COUPON_VERTICAL_WORDS: Phrase = ['{vertical} only', 'Só {vertical}']

/** The words on a coupon kept to one vertical: 限外賣, 限超市; '' for a coupon of every vertical. */
export function couponVerticalText(v: Vertical | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (!v) return ''
  return fillMarks(inLocale(locale, `限${VERTICAL_TEXT[v]}`, COUPON_VERTICAL_WORDS), {
    vertical: verticalText(v, locale)
  })
}
