import { transition } from '@lotus/contract/fsm'
import { refundMachine, type RefundEvent, type RefundState } from '@lotus/contract/payment'
import type { OrderActor } from '@lotus/contract/order-actor'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode } from '../../errors.js'
import type { RefundTo } from './refund-ops.js'

/**
 * The only insert into `refunds`: asked for (pending, decided later through `decideRefund`) or recorded as
 * already decided (a cancel's automatic refund, a code refunded at once). Inside the caller's transaction.
 */
export async function recordRefund(
  t: Db,
  r: {
    orderId: number
    userId: number
    amount: number
    to: RefundTo
    reason: string
    detail?: string
    images?: string[]
    note?: string | null
    gatewayRef?: string | null
    /** Already approved: the money went back in this transaction. */
    decided: boolean
    /** Who decided one already decided (a cancel's refund: the system unless said). */
    by?: OrderActor
    /** The lines and units asked back with their money (contract/refund-lines.ts); absent: the whole order. */
    lines?: ReadonlyArray<{ itemId: number; qty: number; amount: number }>
    /** The lines are decided one by one (some lines of a received order), not all at once. */
    byLines?: boolean
    now: number
  }
): Promise<number> {
  const by = r.decided ? (r.by ?? { type: 'system' as const }) : null
  const row = await t.one<{ id: number }>(
    `INSERT INTO refunds (order_id, user_id, amount, to_source, status, reason, detail, images, note, gateway_ref,
       created_at, decided_at, decided_by, decided_by_name, asked_amount, by_lines)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $3, $15)
     RETURNING id`,
    [
      r.orderId,
      r.userId,
      r.amount,
      r.to,
      r.decided ? 'approved' : 'pending',
      r.reason,
      r.detail ?? '',
      JSON.stringify(r.images ?? []),
      r.note ?? null,
      r.gatewayRef ?? null,
      r.now,
      r.decided ? r.now : null,
      by?.type ?? null,
      by?.name ?? null,
      r.byLines ?? false
    ]
  )
  const id = row!.id
  for (const l of r.lines ?? []) {
    await t.query(
      'INSERT INTO refund_lines (refund_id, order_item_id, qty, amount, status) VALUES ($1, $2, $3, $4, $5)',
      [id, l.itemId, l.qty, l.amount, r.decided ? 'approved' : 'pending']
    )
  }
  return id
}

/** Decides a locked pending refund through the refund machine (REFUND_STATE when it was decided before). */
export async function decideRefund(
  t: Db,
  refund: { id: number; status: RefundState },
  event: RefundEvent,
  d: {
    now: number
    by: OrderActor
    gatewayRef?: string | null
    note?: string | undefined
    /** The money actually given back when it is less than asked (some lines approved, the others rejected). */
    amount?: number
    /** The lines approved; every other line of the refund is rejected. Absent: all of them as the refund. */
    approvedItems?: readonly number[]
  }
): Promise<void> {
  const r = transition(refundMachine, refund.status, event)
  if (!r.ok) throw new AppError(ErrorCode.REFUND_STATE, r.refusal.message)
  await t.query(
    `UPDATE refunds SET status = $2, decided_at = $3, gateway_ref = COALESCE($4, gateway_ref), note = COALESCE($5, note),
       decided_by = $6, decided_by_name = $7
     WHERE id = $1`,
    [refund.id, r.to, d.now, d.gatewayRef ?? null, d.note ?? null, d.by.type, d.by.name ?? null]
  )
  if (d.amount !== undefined)
    await t.query('UPDATE refunds SET amount = $2 WHERE id = $1', [refund.id, d.amount])
  const approved = d.approvedItems ?? (r.to === 'approved' ? null : [])
  await t.query(
    `UPDATE refund_lines SET status = CASE WHEN $2::int[] IS NULL OR order_item_id = ANY($2::int[])
       THEN 'approved' ELSE 'rejected' END
     WHERE refund_id = $1`,
    [refund.id, approved]
  )
}
