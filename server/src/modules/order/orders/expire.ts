import type { Db } from '../../../db/db.js'
import { AUTO_CONFIRM_AFTER_MS, lockOrder, ORDER_JOB, returnHeld, type OrderRow } from '../order-ops.js'
import { systemJob, type OrderContext } from './shared.js'

/** Closes one overdue unpaid order: stock and coupons come back. False when it was not (or no longer) due. */
export async function expireIn(ctx: OrderContext, t: Db, orderId: number): Promise<boolean> {
  const o = await lockOrder(t, null, orderId)
  const now = ctx.clock.now()
  if (o.status !== 'unpaid' || o.pay_deadline > now) return false
  await ctx.move(t, o, 'expire', systemJob(ORDER_JOB.expireUnpaid), {
    at: now,
    reason: '超時未支付',
    set: { cancel_reason: '超時未支付' }
  })
  await returnHeld(t, o, now)
  return true
}
export const expireOne = (ctx: OrderContext, orderId: number) => ctx.db.tx((t) => expireIn(ctx, t, orderId))

/** The system's confirmation of a delivered order the buyer left unconfirmed. */
export async function autoConfirmIn(ctx: OrderContext, t: Db, orderId: number): Promise<boolean> {
  const o = await t.one<OrderRow>('SELECT * FROM orders WHERE id = $1 FOR UPDATE', [orderId])
  const now = ctx.clock.now()
  if (!o || o.status !== 'delivered' || (o.delivered_at ?? now) + AUTO_CONFIRM_AFTER_MS > now) return false
  await ctx.move(t, o, 'autoConfirm', systemJob(ORDER_JOB.autoConfirm), { at: now })
  return true
}

export async function expireOverdueOf(ctx: OrderContext, userId: number | null): Promise<number> {
  const due = await ctx.db.many<{ id: number }>(
    `SELECT id FROM orders WHERE status = 'unpaid' AND pay_deadline <= $1 AND ($2::int IS NULL OR user_id = $2)
     ORDER BY pay_deadline LIMIT 500`,
    [ctx.clock.now(), userId]
  )
  let n = 0
  for (const d of due) if (await expireOne(ctx, d.id)) n++
  return n
}
