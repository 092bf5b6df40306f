import { EARNING_VERTICALS, pointsEarnedFor } from '@lotus/contract/points'
import type { Clock } from '../../clock.js'
import type { JobQueue } from '../jobs/job-queue.js'
import type { PointsService } from './points-service.js'

export const EARN_JOB = 'points.earn-orders'
/** How often completed orders are credited. */
export const EARN_EVERY_MS = 5 * 60_000

/**
 * Credits honey points for completed orders of the earning verticals (1 per whole MOP of the total paid),
 * exactly once per order (ledger ref `order:<id>`), every few minutes on the durable job queue.
 */
export function registerEarnOnOrders(deps: { jobs: JobQueue; points: PointsService; clock: Clock }): void {
  deps.jobs.every(
    EARN_JOB,
    // From now, not from the missed run: a server that was down does not replay every missed tick.
    (after) => (Math.floor(Math.max(after, deps.clock.now()) / EARN_EVERY_MS) + 1) * EARN_EVERY_MS,
    async (t) => {
      const rows = await t.many<{ id: number; user_id: number; total: number; order_no: string }>(
        `SELECT o.id, o.user_id, o.total, o.order_no FROM orders o
         WHERE o.status = 'completed' AND o.vertical = ANY($1::text[]) AND o.total >= 100
           AND o.fulfilment <> 'points'
           AND NOT EXISTS (SELECT 1 FROM points_records r WHERE r.user_id = o.user_id AND r.kind = 'earn'
                             AND r.ref = 'order:' || o.id)
         ORDER BY o.id LIMIT 1000`,
        [[...EARNING_VERTICALS]]
      )
      for (const o of rows) {
        await deps.points.earn(
          t,
          o.user_id,
          pointsEarnedFor(o.total),
          `訂單獎勵（${o.order_no}）`,
          `order:${o.id}`
        )
      }
    }
  )
}
