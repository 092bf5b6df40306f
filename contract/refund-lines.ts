import type { Vertical } from './verticals'

/**
 * Per-line refunds of supermarket and general-store orders (issue 36 point 5): what some lines / quantities of a
 * paid order are worth back. One rule, run by the refund page (the amount it shows) and by the server (the amount
 * it records and pays back). Money is integer avos.
 *
 * - What was paid for goods (the total less the delivery fee) is shared among the lines in proportion to their
 *   amounts, so each line carries its part of the discounts and coupons; the rounding remainder goes to the last
 *   line, so the shares add up to exactly that.
 * - A line's share is spread over its units cumulatively: units `r+1 … r+q` are worth `floor(P·(r+q)/n) −
 *   floor(P·r/n)`, so refunds of the same line never add up to more than its share and its last unit takes the
 *   remainder.
 * - The delivery fee comes back only with the refund that leaves nothing of the order unrefunded; so the whole
 *   order, in one refund or in several, gives back exactly the total paid.
 */

/** The verticals whose orders may be refunded line by line. */
export const LINE_REFUND_VERTICALS: readonly Vertical[] = ['supermarket', 'general']

export const linesRefundable = (vertical: string): boolean =>
  (LINE_REFUND_VERTICALS as readonly string[]).includes(vertical)

/**
 * The states in which some lines may be asked back (the goods arrived): the ones whose machine takes
 * `requestLineRefund` (contract/order-delivery.ts, order-pickup.ts; the test holds them together). Before, only
 * the whole order.
 */
export const LINE_REFUND_STATES: readonly string[] = ['delivered', 'completed']

export const linesAskable = (o: { vertical: string; status: string; lineRefund?: unknown }): boolean =>
  linesRefundable(o.vertical) && LINE_REFUND_STATES.includes(o.status) && o.lineRefund != null

/** One line of a paid order as the rule sees it; `refundedQty`: units already given back (approved refunds). */
export interface RefundLineFacts {
  itemId: number
  qty: number
  /** The line's amount before discounts (avos). */
  amount: number
  refundedQty: number
}

/** The facts of an order a per-line refund is computed from (the wire's `OrderDetail.lineRefund`). */
export interface LineRefundFacts {
  /** What the customer paid in all (avos). */
  total: number
  deliveryFee: number
  lines: RefundLineFacts[]
  /** Money already given back by approved refunds of this order (avos). */
  refundedAmount: number
  /** A refund is waiting for the shop: no other may be asked meanwhile. */
  pending: boolean
}

/** What a customer asks: units of some lines. */
export interface LineAsk {
  itemId: number
  qty: number
}

export interface LineQuote {
  /** Each asked line with its money back. */
  lines: Array<{ itemId: number; qty: number; amount: number }>
  /** The delivery fee given back with these lines (they are the last of the order), else 0. */
  fee: number
  amount: number
  /** After these lines nothing of the order is left to refund. */
  all: boolean
}

export type QuoteResult = { ok: true; quote: LineQuote } | { ok: false; message: string }

/** What the goods were paid: the total less the delivery fee (never below zero). */
const goodsPaid = (total: number, deliveryFee: number) => Math.max(0, total - Math.min(deliveryFee, total))

/** Each line's share of what was paid for goods, in proportion to its amount; the remainder on the last line. */
export function lineShares(total: number, deliveryFee: number, amounts: readonly number[]): number[] {
  const pool = goodsPaid(total, deliveryFee)
  const sum = amounts.reduce((s, a) => s + Math.max(0, a), 0)
  if (amounts.length === 0) return []
  const shares = amounts.map((a, i) =>
    i === amounts.length - 1
      ? 0
      : sum === 0
        ? Math.floor(pool / amounts.length)
        : Math.floor((pool * Math.max(0, a)) / sum)
  )
  shares[shares.length - 1] = pool - shares.reduce((s, x) => s + x, 0)
  return shares
}

/** The money of units `from+1 … from+qty` of a line of `n` units whose share is `share`. */
export const unitsShare = (share: number, n: number, from: number, qty: number): number =>
  n <= 0 ? 0 : Math.floor((share * (from + qty)) / n) - Math.floor((share * from) / n)

/**
 * The money back for `ask` given what was refunded before, or why it cannot be asked (a line not of the order,
 * more units than are left, nothing asked). Never more than what is left of the total paid.
 */
export function quoteLineRefund(facts: LineRefundFacts, ask: readonly LineAsk[]): QuoteResult {
  const wanted = new Map<number, number>()
  for (const a of ask) {
    if (!Number.isInteger(a.qty) || a.qty < 0) return { ok: false, message: '退款數量不正確' }
    if (a.qty > 0) wanted.set(a.itemId, (wanted.get(a.itemId) ?? 0) + a.qty)
  }
  if (wanted.size === 0) return { ok: false, message: '請選擇要退款的商品' }
  const byId = new Map(facts.lines.map((l, i) => [l.itemId, i]))
  for (const [itemId, qty] of wanted) {
    const i = byId.get(itemId)
    if (i === undefined) return { ok: false, message: '訂單沒有這件商品' }
    const l = facts.lines[i]!
    if (qty > l.qty - l.refundedQty) {
      return { ok: false, message: `退款數量超過可退數量（最多 ${Math.max(0, l.qty - l.refundedQty)} 件）` }
    }
  }
  const shares = lineShares(
    facts.total,
    facts.deliveryFee,
    facts.lines.map((l) => l.amount)
  )
  const lines: LineQuote['lines'] = []
  facts.lines.forEach((l, i) => {
    const qty = wanted.get(l.itemId)
    if (qty) lines.push({ itemId: l.itemId, qty, amount: unitsShare(shares[i]!, l.qty, l.refundedQty, qty) })
  })
  const all = facts.lines.every((l) => l.refundedQty + (wanted.get(l.itemId) ?? 0) >= l.qty)
  const goods = lines.reduce((s, l) => s + l.amount, 0)
  const left = Math.max(0, facts.total - facts.refundedAmount)
  // the last refund gives back everything left, the delivery fee with it (and never a cent more)
  const amount = all ? left : Math.min(goods, left)
  return { ok: true, quote: { lines, fee: all ? Math.max(0, amount - goods) : 0, amount, all } }
}

/** A line's decision at the console: approve it or not (the ones not approved are rejected with a reason). */
export type LineDecision = 'pending' | 'approved' | 'rejected'

export const LINE_DECISION_TEXT: Readonly<Record<LineDecision, string>> = {
  pending: '待處理',
  approved: '同意退款',
  rejected: '拒絕退款'
}

/** One asked line of a refund as the refund-progress page and the console show it. */
export interface RefundLineView {
  itemId: number
  name: string
  qty: number
  amount: number
  status: LineDecision
}
