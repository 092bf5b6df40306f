/**
 * The operators' dashboard (issue 38 point 6): pure rules over the rows the server reads, so the console's charts
 * and the tests add up the same way. Amounts are integer avos, days Asia/Macau (`macau-time.ts`).
 *
 * What counts where (as a shop's figures, contract/figures.ts): an order counts on the day it was PAID, at what
 * the customer paid (`total`); a refund on the day it was APPROVED. Active customers: distinct customers with a
 * paid order in the period. God-member plans (no shop) count under their own vertical.
 */
import { macauDay } from './macau-time'

export const DASHBOARD_DAYS = [7, 30] as const
export type DashboardDays = (typeof DASHBOARD_DAYS)[number]

export interface PaidRow {
  userId: number
  vertical: string
  paidAt: number
  total: number
}
export interface ApprovedRefund {
  vertical: string
  decidedAt: number
  amount: number
}

export interface DashboardDay {
  day: string
  orders: number
  takings: number
  refunds: number
  refundAmount: number
  /** Orders and takings of each vertical that had any that day. */
  byVertical: Record<string, { orders: number; takings: number }>
}

export interface Dashboard {
  days: DashboardDays
  from: string
  to: string
  orders: number
  takings: number
  refunds: number
  refundAmount: number
  activeCustomers: number
  /** Every vertical with orders in the period, most takings first. */
  verticals: Array<{ vertical: string; orders: number; takings: number }>
  /** One per Macau day, oldest first, days without orders included. */
  series: DashboardDay[]
}

/** Sums paid orders and refunds into the days given (Macau days, oldest first). */
export function buildDashboard(
  days: DashboardDays,
  dayList: readonly string[],
  paid: readonly PaidRow[],
  refunds: readonly ApprovedRefund[]
): Dashboard {
  const byDay = new Map<string, DashboardDay>(
    dayList.map((day) => [day, { day, orders: 0, takings: 0, refunds: 0, refundAmount: 0, byVertical: {} }])
  )
  const verticals = new Map<string, { vertical: string; orders: number; takings: number }>()
  const customers = new Set<number>()
  for (const p of paid) {
    const d = byDay.get(macauDay(p.paidAt))
    if (!d) continue
    d.orders += 1
    d.takings += p.total
    const dv = (d.byVertical[p.vertical] ??= { orders: 0, takings: 0 })
    dv.orders += 1
    dv.takings += p.total
    const v = verticals.get(p.vertical) ?? { vertical: p.vertical, orders: 0, takings: 0 }
    v.orders += 1
    v.takings += p.total
    verticals.set(p.vertical, v)
    customers.add(p.userId)
  }
  for (const r of refunds) {
    const d = byDay.get(macauDay(r.decidedAt))
    if (!d) continue
    d.refunds += 1
    d.refundAmount += r.amount
  }
  const series = [...byDay.values()]
  const sum = (f: (d: DashboardDay) => number) => series.reduce((a, d) => a + f(d), 0)
  return {
    days,
    from: dayList[0] ?? '',
    to: dayList[dayList.length - 1] ?? '',
    orders: sum((d) => d.orders),
    takings: sum((d) => d.takings),
    refunds: sum((d) => d.refunds),
    refundAmount: sum((d) => d.refundAmount),
    activeCustomers: customers.size,
    verticals: [...verticals.values()].sort(
      (a, b) => b.takings - a.takings || a.vertical.localeCompare(b.vertical)
    ),
    series
  }
}
