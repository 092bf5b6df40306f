import type { OrderActor } from '@lotus/contract/order-actor'
import type { Db } from '../../../db/db.js'
import type { OrderRow } from '../../order/order-ops.js'
import { refundTo, returnMoney } from '../../order/order-refund.js'
import { recordRefund } from '../../refund/refund-records.js'
import type { MoveOrder } from '../../order/move.js'
import { reload } from './shared.js'

/** After codes change: no unused code left → completed (some used) or refunded (none used). */
export async function settle(
  move: MoveOrder,
  t: Db,
  orderId: number,
  now: number,
  actor: OrderActor
): Promise<void> {
  const o = await reload(t, orderId)
  if (o.status !== 'paid') return
  const c = await t.one<{ unused: number; used: number }>(
    `SELECT COUNT(*) FILTER (WHERE state = 'unused')::int AS unused, COUNT(*) FILTER (WHERE state = 'used')::int AS used
     FROM group_codes WHERE order_id = $1`,
    [orderId]
  )
  if (!c || c.unused > 0) return
  await move(t, o, c.used > 0 ? 'use' : 'refundAll', actor, { at: now })
}

/** Refunds the given codes (already moved off 'unused') to where the money came from. */
export async function refundAmount(
  t: Db,
  o: OrderRow,
  amount: number,
  note: string,
  now: number
): Promise<void> {
  if (amount <= 0) return
  const to = refundTo(o)
  const ref = await returnMoney(t, o, amount, now)
  await recordRefund(t, {
    orderId: o.id,
    userId: o.user_id,
    amount,
    to,
    reason: note,
    gatewayRef: ref,
    note,
    decided: true,
    now
  })
}
