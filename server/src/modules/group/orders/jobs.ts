import type { OrderRow } from '../../order/order-ops.js'
import { moveUnusedCodes } from '../codes.js'
import { HOLD_LAPSE_JOB, VOUCHER_EXPIRE_JOB, groupJob, type GroupContext } from './shared.js'
import { lapse } from './holds.js'
import { settle, refundAmount } from './settle.js'

/** The group orders' durable jobs: an unpaid hold's lapse and a voucher's expiry refund. */
export function registerGroupJobs(ctx: GroupContext): void {
  const { clock, jobs, move } = ctx
  jobs.register<{ orderId: number }>(HOLD_LAPSE_JOB, async (t, p) => {
    const o = await t.one<OrderRow>('SELECT * FROM orders WHERE id = $1 FOR UPDATE', [p.orderId])
    if (o) await lapse(move, t, o, clock.now())
  })

  jobs.register<{ orderId: number }>(VOUCHER_EXPIRE_JOB, async (t, p) => {
    const o = await t.one<OrderRow>('SELECT * FROM orders WHERE id = $1 FOR UPDATE', [p.orderId])
    if (!o || o.status !== 'paid') return
    const now = clock.now()
    const r = await moveUnusedCodes(t, o.id, 'expire', now)
    await refundAmount(t, o, r.amount, '券碼過期未使用，自動退款', now)
    await settle(move, t, o.id, now, groupJob(VOUCHER_EXPIRE_JOB))
  })
}
