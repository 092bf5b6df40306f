import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import type { AuditLog } from '../staff/audit.js'
import type { StaffSession } from '../staff/sessions.js'
import { decideRefund } from './decide-refund.js'
import { disputeRefund } from './dispute-refund.js'
import { disputeQueue } from './disputes.js'
import type { RefundService } from './refund-service.js'
import { overruleDispute, upholdDispute } from './rule-dispute.js'
import { shopRefunds } from './shop-refunds.js'

/**
 * A shop's refund requests at its console (issue 36 point 5): the list, and approve or reject; and the refunds a
 * customer disputed, which support decides (issue 38 point 5).
 */
export function createRefundDesk(deps: { db: Db; clock: Clock; refunds: RefundService; audit: AuditLog }) {
  return {
    list: (q: Parameters<typeof shopRefunds>[1]) => shopRefunds(deps.db, q),
    decide: (session: StaffSession, input: Parameters<typeof decideRefund>[2]) =>
      decideRefund(deps, session, input),
    dispute: (userId: number, input: Parameters<typeof disputeRefund>[2]) =>
      disputeRefund(deps, userId, input),
    disputes: (q: Parameters<typeof disputeQueue>[1]) => disputeQueue(deps.db, q),
    overrule: (session: StaffSession, input: Parameters<typeof overruleDispute>[2]) =>
      overruleDispute(deps, session, input),
    uphold: (session: StaffSession, input: Parameters<typeof upholdDispute>[2]) =>
      upholdDispute(deps, session, input)
  }
}

export type RefundDesk = ReturnType<typeof createRefundDesk>
