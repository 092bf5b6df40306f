import { validation } from '../../errors.js'
import type { AuditLog } from '../staff/audit.js'
import type { StaffSession } from '../staff/sessions.js'
import { auditActorOf, merchantActorOf } from '../staff/staff-actor.js'
import type { DecideOptions, RefundService } from './refund-service.js'

/**
 * A shop decides a refund at its console (issue 36 point 5): approve (the money goes back through the refund
 * service) or reject with the reason the customer reads. The staff member is the order's actor; another shop's
 * refund answers NOT_FOUND and changes nothing; the audit entry commits with the decision.
 */
export async function decideRefund(
  deps: { refunds: RefundService; audit: AuditLog },
  session: StaffSession,
  input: {
    merchantId: number
    refundId: number
    decision: 'approve' | 'reject'
    reason?: string | undefined
    /** Approve these lines of a refund of lines, reject the others with `reason` (absent: all). */
    items?: number[] | undefined
    ip: string
  }
): Promise<{ refundId: number; status: 'approved' | 'rejected' }> {
  const actor = merchantActorOf(session)
  const within: NonNullable<DecideOptions['within']> = async (t, r) => {
    await deps.audit.write(t, {
      actor: auditActorOf(session),
      action: `refund.${input.decision}`,
      subjectType: 'refund',
      subjectId: input.refundId,
      merchantId: input.merchantId,
      ip: input.ip,
      before: { status: r.before, orderId: r.orderId, amount: r.asked ?? r.amount },
      after: {
        status: input.decision === 'approve' ? 'approved' : 'rejected',
        amount: input.decision === 'approve' ? r.amount : 0,
        ...(r.approvedItems ? { approvedItems: r.approvedItems } : {}),
        ...(input.reason ? { reason: input.reason } : {})
      }
    })
  }
  const opts = { merchantId: input.merchantId, within }
  if (input.decision === 'approve') {
    await deps.refunds.approve(input.refundId, actor, { ...opts, items: input.items, reason: input.reason })
    return { refundId: input.refundId, status: 'approved' }
  }
  if (input.items) throw validation('拒絕退款不需選擇商品')
  if (!input.reason) throw validation('請填寫拒絕原因')
  await deps.refunds.reject(input.refundId, input.reason, actor, opts)
  return { refundId: input.refundId, status: 'rejected' }
}
