import type { OrderActor } from '@lotus/contract/order-actor'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import { notifyUser } from '../inbox/messages.js'
import type { AuditLog } from '../staff/audit.js'
import type { StaffSession } from '../staff/sessions.js'
import { auditActorOf } from '../staff/staff-actor.js'
import type { RefundService } from './refund-service.js'

type Outcome = 'overruled' | 'upheld'

/**
 * Closes an open dispute inside the decision's transaction: locks it, so of two operators deciding at once one
 * closes it and the other gets REFUND_STATE with nothing changed; audits it and tells the customer in their inbox.
 */
async function close(
  t: Db,
  deps: { clock: Clock; audit: AuditLog },
  session: StaffSession,
  input: { refundId: number; outcome: Outcome; note?: string | undefined; ip: string }
): Promise<void> {
  const d = await t.one<{
    status: string
    user_id: number
    order_no: string
    merchant_id: number
    amount: number
  }>(
    `SELECT d.status, d.user_id, o.order_no, o.merchant_id, r.amount
     FROM refund_disputes d JOIN refunds r ON r.id = d.refund_id JOIN orders o ON o.id = r.order_id
     WHERE d.refund_id = $1 FOR UPDATE OF d`,
    [input.refundId]
  )
  if (!d) throw notFound('找不到介入申請')
  if (d.status !== 'open') throw new AppError(ErrorCode.REFUND_STATE, '平台已處理此介入申請')
  const now = deps.clock.now()
  await t.query(
    `UPDATE refund_disputes SET status = $2, note = $3, decided_by_id = $4, decided_by_name = $5, decided_at = $6
     WHERE refund_id = $1`,
    [input.refundId, input.outcome, input.note ?? null, session.account.id, session.account.name, now]
  )
  await deps.audit.write(t, {
    actor: auditActorOf(session),
    action: input.outcome === 'overruled' ? 'ops.refund.overrule' : 'ops.refund.uphold',
    subjectType: 'refund',
    subjectId: input.refundId,
    merchantId: d.merchant_id,
    ip: input.ip,
    before: { dispute: 'open', refund: 'rejected' },
    after: {
      dispute: input.outcome,
      refund: input.outcome === 'overruled' ? 'approved' : 'rejected',
      ...(input.outcome === 'overruled' ? { amount: Number(d.amount) } : {}),
      ...(input.note ? { note: input.note } : {})
    }
  })
  await notifyUser(t, {
    userId: d.user_id,
    title: '平台介入結果',
    body:
      input.outcome === 'overruled'
        ? `訂單 ${d.order_no}：平台同意退款，款項將按原支付方式退回。`
        : `訂單 ${d.order_no}：平台維持商家決定。原因：${input.note ?? ''}`,
    key: input.outcome === 'overruled' ? 'disputeOverruled' : 'disputeUpheld',
    values: { orderNo: d.order_no, note: input.note ?? '' },
    now
  })
}

/** Support overrules the shop: the refund owner gives the money back (decider 平台, the operator as actor). */
export async function overruleDispute(
  deps: { db: Db; clock: Clock; audit: AuditLog; refunds: RefundService },
  session: StaffSession,
  input: { refundId: number; ip: string }
): Promise<{ refundId: number; status: Outcome }> {
  const exists = await deps.db.one('SELECT 1 FROM refund_disputes WHERE refund_id = $1', [input.refundId])
  if (!exists) throw notFound('找不到介入申請')
  const actor: OrderActor = { type: 'operator', id: session.account.id, name: session.account.name }
  await deps.refunds.overrule(input.refundId, actor, {
    within: (t) => close(t, deps, session, { ...input, outcome: 'overruled' })
  })
  return { refundId: input.refundId, status: 'overruled' }
}

/** Support upholds the shop's rejection with the reason the customer reads; the refund stays rejected. */
export async function upholdDispute(
  deps: { db: Db; clock: Clock; audit: AuditLog },
  session: StaffSession,
  input: { refundId: number; note: string; ip: string }
): Promise<{ refundId: number; status: Outcome }> {
  await deps.db.tx((t) => close(t, deps, session, { ...input, outcome: 'upheld' }))
  return { refundId: input.refundId, status: 'upheld' }
}
