import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import { releaseCoupons } from '../coupon/coupon-service.js'
import type { OrderActor } from '@lotus/contract/order-actor'
import type { OrderLifecycle } from '../order/move.js'
import { lockOrder, refuseGroupOrder, returnHeld, type OrderRow } from '../order/order-ops.js'
import {
  canTransition,
  MAX_REFUND_REQUESTS,
  refundWindowOpen,
  statusText
} from '../order/order-state-machine.js'
import { refundView, type RefundView } from '../order/order-view.js'
import { refundTo, returnMoney } from './refund-ops.js'
import { decideRefund, recordRefund } from './refund-records.js'

export interface RefundRequest {
  reason: string
  detail?: string | undefined
  images?: string[] | undefined
}

interface RefundRow {
  id: number
  order_id: number
  status: 'pending' | 'approved' | 'rejected'
  amount: number
  reason: string
}

const refundState = (msg: string) => new AppError(ErrorCode.REFUND_STATE, msg)

/** What else an approved refund undoes (e.g. the honey points the order earned), inside its transaction. */
export type RefundApprovedHandler = (t: Db, order: OrderRow, now: number) => Promise<void>

/** Who decides a refund when the caller does not say: the operators' desk. */
const OPERATOR: OrderActor = { type: 'operator' }

/** A decision made at a shop's console: only that shop's refunds, and its audit entry in the same transaction. */
export interface DecideOptions {
  /** The shop deciding: another shop's refund answers NOT_FOUND, exactly like a missing one. */
  merchantId?: number
  within?: (t: Db, r: { orderId: number; amount: number; before: string }) => Promise<void>
}

/** Locks the order of a refund (orders first, then the refund: the lock order of every refund step). */
async function lockRefundOrder(t: Db, refundId: number, merchantId: number | undefined): Promise<OrderRow> {
  const head = await t.one<{ order_id: number; merchant_id: number }>(
    'SELECT r.order_id, o.merchant_id FROM refunds r JOIN orders o ON o.id = r.order_id WHERE r.id = $1',
    [refundId]
  )
  if (!head || (merchantId !== undefined && head.merchant_id !== merchantId)) throw notFound('找不到退款申請')
  return lockOrder(t, null, head.order_id)
}

export function createRefundService(deps: { db: Db; clock: Clock; lifecycle: OrderLifecycle }) {
  const { db, clock } = deps
  const { move } = deps.lifecycle
  const approvedHandlers: RefundApprovedHandler[] = []

  return {
    /** Runs `handler` in the transaction of every approved refund, after the money went back. */
    onApproved(handler: RefundApprovedHandler): void {
      approvedHandlers.push(handler)
    },

    /**
     * Asks for a full refund. Allowed from paid, accepted, delivering, delivered, completed (within 24 h) and once
     * more after a rejection; anything else is REFUND_STATE. The decision comes later (simulator: 30 s).
     */
    async request(userId: number, orderId: number, input: RefundRequest): Promise<void> {
      await db.tx(async (t) => {
        const o = await lockOrder(t, userId, orderId)
        refuseGroupOrder(o)
        const now = clock.now()
        if (!canTransition(o.fulfilment, o.status, 'requestRefund')) {
          throw refundState(
            o.status === 'refunding'
              ? '退款申請處理中，請勿重複申請'
              : o.status === 'unpaid'
                ? '訂單尚未支付，無需退款'
                : `訂單${statusText(o.fulfilment, o.status)}，無法申請退款`
          )
        }
        if (o.refund_requests >= MAX_REFUND_REQUESTS) throw refundState('退款申請次數已達上限')
        const facts = {
          status: o.status === 'completed' ? ('completed' as const) : ('paid' as const),
          evaluated: o.evaluated,
          completedAt: o.completed_at,
          refundRequests: o.refund_requests
        }
        if (!refundWindowOpen(facts, now)) throw refundState('訂單完成已超過24小時，無法申請退款')
        await move(
          t,
          o,
          'requestRefund',
          { type: 'customer', id: userId },
          {
            at: now,
            reason: input.reason,
            note: input.reason,
            set: { refund_requests: o.refund_requests + 1 }
          }
        )
        await recordRefund(t, {
          orderId: o.id,
          userId,
          amount: o.total,
          to: refundTo(o),
          reason: input.reason,
          detail: input.detail ?? '',
          images: input.images ?? [],
          decided: false,
          now
        })
      })
    },

    async progress(userId: number, orderId: number): Promise<RefundView> {
      const o = await db.one<{ id: number }>('SELECT id FROM orders WHERE id = $1 AND user_id = $2', [
        orderId,
        userId
      ])
      if (!o) throw notFound('找不到訂單')
      const view = await refundView(db, o.id)
      if (!view) throw notFound('此訂單沒有退款申請')
      return view
    },

    /**
     * Approves a pending refund: the order becomes refunded and the money goes back to its source (wallet credit
     * with a record, or a recorded gateway refund) in one transaction. Coupons come back (unless expired); stock
     * does not (the goods were made or handed over).
     */
    async approve(refundId: number, actor: OrderActor = OPERATOR, opts: DecideOptions = {}): Promise<void> {
      await db.tx(async (t) => {
        const o = await lockRefundOrder(t, refundId, opts.merchantId)
        const r = await t.one<RefundRow>('SELECT * FROM refunds WHERE id = $1 FOR UPDATE', [refundId])
        if (!r || r.status !== 'pending') throw refundState('退款申請已處理')
        const now = clock.now()
        await move(t, o, 'approveRefund', actor, { at: now, reason: r.reason })
        const ref = await returnMoney(t, o, r.amount, now)
        // A self-pickup order refunded before it was collected: its goods are still on the shelf (once).
        if (o.fulfilment === 'pickup' && o.completed_at === null) await returnHeld(t, o, now)
        await releaseCoupons(t, o.id, Math.floor(now / 1000))
        for (const h of approvedHandlers) await h(t, o, now)
        await decideRefund(t, r, 'approve', { now, by: actor, gatewayRef: ref })
        if (opts.within) await opts.within(t, { orderId: o.id, amount: r.amount, before: r.status })
      })
    },

    /** Rejects a pending refund with the reason the customer reads; the order goes to refund_rejected. */
    async reject(
      refundId: number,
      note: string,
      actor: OrderActor = OPERATOR,
      opts: DecideOptions = {}
    ): Promise<void> {
      await db.tx(async (t) => {
        const o = await lockRefundOrder(t, refundId, opts.merchantId)
        const r = await t.one<RefundRow>('SELECT * FROM refunds WHERE id = $1 FOR UPDATE', [refundId])
        if (!r || r.status !== 'pending') throw refundState('退款申請已處理')
        const now = clock.now()
        await move(t, o, 'rejectRefund', actor, { at: now, reason: note, note })
        await decideRefund(t, r, 'reject', { now, by: actor, note })
        if (opts.within) await opts.within(t, { orderId: o.id, amount: r.amount, before: r.status })
      })
    },

    /** Pending refunds asked for at or before `before` (epoch ms), oldest first. */
    pendingBefore: (before: number) =>
      db.many<{ id: number; order_id: number }>(
        "SELECT id, order_id FROM refunds WHERE status = 'pending' AND created_at <= $1 ORDER BY created_at LIMIT 200",
        [before]
      )
  }
}

export type RefundService = ReturnType<typeof createRefundService>
