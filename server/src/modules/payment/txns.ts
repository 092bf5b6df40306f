import { transition } from '@lotus/contract/fsm'
import { paymentMachine, type PaymentEvent, type PaymentState } from '@lotus/contract/payment'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode } from '../../errors.js'

/** What a gateway transaction pays for. */
export type TxnKind = 'order' | 'recharge' | 'shopCard' | 'member'

/**
 * The only insert into `payment_txns`: a pending gateway transaction (its id is the gateway page's `txn`).
 * Inside the caller's transaction or on its own.
 */
export async function openTxn(
  t: Db,
  i: {
    id: string
    kind: TxnKind
    userId: number
    amount: number
    orderId?: number | null
    memberOrderId?: number | null
    cardId?: number | null
    shopCardTierId?: number | null
    /** the Macau payment brand chosen at the cashier (contract/pay-brands.ts); null for the wallet's own */
    brand?: string | null
    now: number
  }
): Promise<void> {
  await t.query(
    `INSERT INTO payment_txns (id, kind, user_id, order_id, member_order_id, card_id, shop_card_tier_id, amount, created_at,
       brand)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      i.id,
      i.kind,
      i.userId,
      i.orderId ?? null,
      i.memberOrderId ?? null,
      i.cardId ?? null,
      i.shopCardTierId ?? null,
      i.amount,
      i.now,
      i.brand ?? null
    ]
  )
}

/**
 * Moves a locked transaction through the payment machine (ALREADY_PAID when it was settled before); a
 * settlement stamps `completed_at`.
 */
export async function settleTxn(
  t: Db,
  txn: { id: string; status: PaymentState },
  event: PaymentEvent,
  now: number
): Promise<PaymentState> {
  const r = transition(paymentMachine, txn.status, event)
  if (!r.ok) throw new AppError(ErrorCode.ALREADY_PAID, r.refusal.message)
  const done = await t.query(
    `UPDATE payment_txns SET status = $3${txn.status === 'pending' ? ', completed_at = $4' : ''}
     WHERE id = $1 AND status = $2`,
    txn.status === 'pending' ? [txn.id, txn.status, r.to, now] : [txn.id, txn.status, r.to]
  )
  if (done.rowCount !== 1) throw new Error(`payment ${txn.id} changed state under its lock`)
  return r.to
}

/** An order's successful gateway payments are refunded (the gateway gives the money back). */
export async function refundOrderTxns(t: Db, orderId: number, now: number): Promise<void> {
  const paid = await t.many<{ id: string; status: PaymentState }>(
    "SELECT id, status FROM payment_txns WHERE order_id = $1 AND kind = 'order' AND status = 'success' FOR UPDATE",
    [orderId]
  )
  for (const txn of paid) await settleTxn(t, txn, 'refund', now)
}
