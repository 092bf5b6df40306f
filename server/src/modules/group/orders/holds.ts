import type { Db } from '../../../db/db.js'
import type { OrderRow } from '../../order/order-ops.js'
import type { MoveOrder } from '../../order/move.js'
import { HOLD_LAPSE_JOB, groupJob, type GroupContext, reload } from './shared.js'

/** Gives back what an unpaid or cancelled order held: its seats and its table. Idempotent. */
export async function releaseHolds(t: Db, orderId: number): Promise<void> {
  await t.query('DELETE FROM showtime_seats WHERE order_id = $1', [orderId])
  const r = await t.one<{ slot_id: number }>(
    'UPDATE reservations SET holding = false WHERE order_id = $1 AND holding RETURNING slot_id',
    [orderId]
  )
  if (r) await t.query('UPDATE reservation_slots SET booked = booked - 1 WHERE id = $1', [r.slot_id])
}

/** The showtime start (ms) of a ticket order, or null. */
export async function showStartOf(t: Db, orderId: number): Promise<number | null> {
  const r = await t.one<{ starts_at: number }>(
    `SELECT s.starts_at FROM order_items i JOIN showtimes s ON s.id = i.goods_id WHERE i.order_id = $1
     ORDER BY i.sort LIMIT 1`,
    [orderId]
  )
  return r ? Number(r.starts_at) : null
}

/** An unpaid order past its window is closed and its holds released (locked by the caller). */
export async function lapse(move: MoveOrder, t: Db, o: OrderRow, now: number): Promise<void> {
  if (o.status === 'unpaid' && o.pay_deadline <= now) {
    await move(t, o, 'expire', groupJob(HOLD_LAPSE_JOB), {
      at: now,
      reason: '超時未支付',
      set: { cancel_reason: '超時未支付' }
    })
  }
  const after = await reload(t, o.id)
  if (after.status === 'cancelled' || after.status === 'refunded') await releaseHolds(t, o.id)
}

/** Closes an order whose pay window passed before anyone asked (its job may not have run yet). */
export async function lapseIfDue(ctx: GroupContext, orderId: number): Promise<void> {
  const { db, clock, move } = ctx
  const o = await db.one<OrderRow>('SELECT status, pay_deadline FROM orders WHERE id = $1', [orderId])
  if (o && o.status === 'unpaid' && o.pay_deadline <= clock.now()) {
    await db.tx(async (t) => {
      const row = await t.one<OrderRow>('SELECT * FROM orders WHERE id = $1 FOR UPDATE', [orderId])
      if (row) await lapse(move, t, row, clock.now())
    })
  }
}
