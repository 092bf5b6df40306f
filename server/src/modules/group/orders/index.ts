import type { Clock } from '../../../clock.js'
import type { Db } from '../../../db/db.js'
import type { JobQueue } from '../../jobs/job-queue.js'
import type { OrderLifecycle } from '../../order/move.js'
import { buyTickets } from './buy-tickets.js'
import { buyVoucher } from './buy-voucher.js'
import { cancel } from './cancel.js'
import { detail } from './detail.js'
import { evaluate } from './evaluate.js'
import { registerGroupJobs } from './jobs.js'
import { refreshRatings } from './ratings.js'
import { redeem } from './redeem.js'
import { refund } from './refund.js'
import { reserve } from './reserve.js'
import type { GroupContext } from './shared.js'

export { HOLD_LAPSE_JOB, VOUCHER_EXPIRE_JOB, type Placed } from './shared.js'
export { refreshRatings } from './ratings.js'

/**
 * Group orders (vouchers, tickets, reservations): one file per operation in this folder, each built over the
 * same context; the durable jobs are registered once here.
 */
export function createGroupOrders(deps: { db: Db; clock: Clock; jobs: JobQueue; lifecycle: OrderLifecycle }) {
  const ctx: GroupContext = { db: deps.db, clock: deps.clock, jobs: deps.jobs, move: deps.lifecycle.move }
  registerGroupJobs(ctx)
  return {
    detail: detail(ctx),
    buyVoucher: buyVoucher(ctx),
    buyTickets: buyTickets(ctx),
    reserve: reserve(ctx),
    refund: refund(ctx),
    cancel: cancel(ctx),
    redeem: redeem(ctx),
    evaluate: evaluate(ctx),
    refreshRatings: (merchantId: number) => ctx.db.tx((t) => refreshRatings(t, merchantId))
  }
}

export type GroupOrders = ReturnType<typeof createGroupOrders>
