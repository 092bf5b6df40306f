/**
 * A shop's figures and settlement statement (issue 37 point 5): pure rules over the rows the server reads, so the
 * console's charts, its CSV and the tests all add up the same way. Amounts are integer avos; days and hours are
 * Asia/Macau (`macau-time.ts`).
 *
 * What counts where:
 * - a sale is an order on the day (and hour) it was PAID, at what the customer paid (`total`);
 * - a refund is counted on the day it was APPROVED (the money left the shop then), not on its order's day, so a
 *   day's figures never change after the day is over;
 * - the platform's commission is the shop's rate (basis points) of each sale, rounded half up per order; a refund
 *   gives back the commission of the amount refunded, rounded the same way, so an order refunded whole nets 0.
 */
import { DAY_MS, macauDay, macauDayStartOf, macauMinuteOfDay } from './macau-time'

export const FIGURE_PERIODS = ['today', '7d', '30d'] as const
export type FigurePeriod = (typeof FIGURE_PERIODS)[number]
export const PERIOD_DAYS: Record<FigurePeriod, number> = { today: 1, '7d': 7, '30d': 30 }
/** The longest statement one request may ask for (a quarter). */
export const MAX_STATEMENT_DAYS = 92
/** Goods listed in 熱銷商品. */
export const TOP_GOODS = 10

/** A paid order as the rules need it. */
export interface SaleRow {
  orderId: number
  orderNo: string
  paidAt: number
  total: number
  /** the commission rate in force when it was paid (issue 38: a change applies from then on); absent: the shop's */
  bps?: number
}
/** An approved refund. */
export interface RefundRow {
  refundId: number
  orderId: number
  orderNo: string
  decidedAt: number
  amount: number
  /** the rate its order's sale was charged, given back at the same rate; absent: the shop's */
  bps?: number
}
/** An order line of a paid order. */
export interface SoldLine {
  goodsId: number
  name: string
  qty: number
  amount: number
}

/** The Macau days of a period ending on `today` (oldest first). */
export function periodDays(today: string, days: number): string[] {
  const end = macauDayStartOf(today)
  return Array.from({ length: days }, (_, i) => macauDay(end - (days - 1 - i) * DAY_MS))
}

/** [start, end) in ms of Macau days `from`..`to` (both included). */
export const dayRange = (from: string, to: string) => ({
  start: macauDayStartOf(from),
  end: macauDayStartOf(to) + DAY_MS
})

export const commissionOf = (amount: number, bps: number): number => Math.round((amount * bps) / 10_000)

export interface DayFigures {
  day: string
  sales: number
  orders: number
  refunds: number
}

export interface Figures {
  period: FigurePeriod
  from: string
  to: string
  sales: number
  orders: number
  /** sales / orders rounded, 0 with no orders */
  averageTicket: number
  refunds: number
  refundCount: number
  /** One entry per Macau day of the period, days without orders included. */
  days: DayFigures[]
  /** Orders paid in each Macau hour 0–23 over the whole period. */
  hours: Array<{ hour: number; orders: number; sales: number }>
  topGoods: Array<{ goodsId: number; name: string; qty: number; amount: number }>
}

export function buildFigures(input: {
  period: FigurePeriod
  today: string
  sales: readonly SaleRow[]
  refunds: readonly RefundRow[]
  lines: readonly SoldLine[]
}): Figures {
  const days = periodDays(input.today, PERIOD_DAYS[input.period])
  const byDay = new Map<string, DayFigures>(days.map((d) => [d, { day: d, sales: 0, orders: 0, refunds: 0 }]))
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, sales: 0 }))
  let sales = 0
  let orders = 0
  for (const s of input.sales) {
    const d = byDay.get(macauDay(s.paidAt))
    if (!d) continue
    d.sales += s.total
    d.orders += 1
    const h = hours[Math.floor(macauMinuteOfDay(s.paidAt) / 60)]!
    h.orders += 1
    h.sales += s.total
    sales += s.total
    orders += 1
  }
  let refunds = 0
  let refundCount = 0
  for (const r of input.refunds) {
    const d = byDay.get(macauDay(r.decidedAt))
    if (!d) continue
    d.refunds += r.amount
    refunds += r.amount
    refundCount += 1
  }
  const goods = new Map<number, { goodsId: number; name: string; qty: number; amount: number }>()
  for (const l of input.lines) {
    const g = goods.get(l.goodsId) ?? { goodsId: l.goodsId, name: l.name, qty: 0, amount: 0 }
    g.qty += l.qty
    g.amount += l.amount
    goods.set(l.goodsId, g)
  }
  const topGoods = [...goods.values()]
    .sort((a, b) => b.qty - a.qty || b.amount - a.amount || a.goodsId - b.goodsId)
    .slice(0, TOP_GOODS)
  return {
    period: input.period,
    from: days[0]!,
    to: days[days.length - 1]!,
    sales,
    orders,
    averageTicket: orders === 0 ? 0 : Math.round(sales / orders),
    refunds,
    refundCount,
    days: [...byDay.values()],
    hours,
    topGoods
  }
}

/** One line of a statement: an order paid, or a refund approved, in the period. */
export interface StatementLine {
  kind: 'sale' | 'refund'
  /** ms: when it was paid, or the refund approved */
  at: number
  day: string
  orderId: number
  orderNo: string
  refundId: number | null
  gross: number
  /** positive: charged on a sale; negative: given back with a refund */
  commission: number
  refund: number
  /** gross − commission − refund */
  net: number
}

export interface StatementTotals {
  gross: number
  commission: number
  refunds: number
  net: number
  sales: number
  refundCount: number
}

export interface Statement {
  merchantId: number
  merchantName: string
  from: string
  to: string
  /** basis points (1500 = 15%) */
  commissionBps: number
  lines: StatementLine[]
  totals: StatementTotals
}

/** The lines (oldest first) and totals, which are the sums of the lines by construction. */
export function buildStatement(input: {
  merchantId: number
  merchantName: string
  from: string
  to: string
  commissionBps: number
  sales: readonly SaleRow[]
  refunds: readonly RefundRow[]
}): Statement {
  const { start, end } = dayRange(input.from, input.to)
  const inside = (ms: number) => ms >= start && ms < end
  const bps = input.commissionBps
  const lines: StatementLine[] = [
    ...input.sales
      .filter((s) => inside(s.paidAt))
      .map((s): StatementLine => {
        const commission = commissionOf(s.total, s.bps ?? bps)
        return {
          kind: 'sale',
          at: s.paidAt,
          day: macauDay(s.paidAt),
          orderId: s.orderId,
          orderNo: s.orderNo,
          refundId: null,
          gross: s.total,
          commission,
          refund: 0,
          net: s.total - commission
        }
      }),
    ...input.refunds
      .filter((r) => inside(r.decidedAt))
      .map((r): StatementLine => {
        const commission = -commissionOf(r.amount, r.bps ?? bps)
        return {
          kind: 'refund',
          at: r.decidedAt,
          day: macauDay(r.decidedAt),
          orderId: r.orderId,
          orderNo: r.orderNo,
          refundId: r.refundId,
          gross: 0,
          commission,
          refund: r.amount,
          net: -commission - r.amount
        }
      })
  ].sort((a, b) => a.at - b.at || a.orderId - b.orderId || (a.refundId ?? 0) - (b.refundId ?? 0))
  return {
    merchantId: input.merchantId,
    merchantName: input.merchantName,
    from: input.from,
    to: input.to,
    commissionBps: bps,
    lines,
    totals: totalsOf(lines)
  }
}

export function totalsOf(lines: readonly StatementLine[]): StatementTotals {
  const t: StatementTotals = { gross: 0, commission: 0, refunds: 0, net: 0, sales: 0, refundCount: 0 }
  for (const l of lines) {
    t.gross += l.gross
    t.commission += l.commission
    t.refunds += l.refund
    t.net += l.net
    if (l.kind === 'sale') t.sales += 1
    else t.refundCount += 1
  }
  return t
}

/** Column titles of the CSV exports (the console writes them with `toCsv`). */
export const STATEMENT_CSV_HEADER = [
  '日期',
  '時間',
  '類型',
  '訂單號',
  '營業額',
  '平台佣金',
  '退款',
  '結算淨額'
] as const
export const DAYS_CSV_HEADER = ['日期', '訂單數', '營業額', '退款'] as const
