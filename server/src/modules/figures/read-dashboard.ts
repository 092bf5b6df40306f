import {
  buildDashboard,
  type ApprovedRefund,
  type Dashboard,
  type DashboardDays,
  type PaidRow
} from '@lotus/contract/dashboard'
import { dayRange, periodDays } from '@lotus/contract/figures'
import { macauDay } from '@lotus/contract/macau-time'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'

/**
 * The operators' dashboard (issue 38 point 6): every shop's (and the god-member plans') orders paid in the last
 * 7 or 30 Macau days and the refunds approved in them; the sums are the contract's (`contract/dashboard.ts`).
 */
export async function readDashboard(deps: { db: Db; clock: Clock }, days: DashboardDays): Promise<Dashboard> {
  const list = periodDays(macauDay(deps.clock.now()), days)
  const { start, end } = dayRange(list[0]!, list[list.length - 1]!)
  const [paid, refunds] = await Promise.all([
    deps.db.many<PaidRow>(
      `SELECT user_id AS "userId", vertical, paid_at::float8 AS "paidAt", total FROM orders
       WHERE paid_at >= $1 AND paid_at < $2`,
      [start, end]
    ),
    deps.db.many<ApprovedRefund>(
      `SELECT o.vertical, r.decided_at::float8 AS "decidedAt", r.amount FROM refunds r JOIN orders o ON o.id = r.order_id
       WHERE r.status = 'approved' AND r.decided_at >= $1 AND r.decided_at < $2`,
      [start, end]
    )
  ])
  return buildDashboard(
    days,
    list,
    paid.map((p) => ({ ...p, total: Number(p.total) })),
    refunds.map((r) => ({ ...r, amount: Number(r.amount) }))
  )
}
