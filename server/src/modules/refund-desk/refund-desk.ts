import type { Db } from '../../db/db.js'
import type { AuditLog } from '../staff/audit.js'
import type { StaffSession } from '../staff/sessions.js'
import { decideRefund } from './decide-refund.js'
import type { RefundService } from './refund-service.js'
import { shopRefunds } from './shop-refunds.js'

/** A shop's refund requests at its console (issue 36 point 5): the list, and approve or reject. */
export function createRefundDesk(deps: { db: Db; refunds: RefundService; audit: AuditLog }) {
  return {
    list: (q: Parameters<typeof shopRefunds>[1]) => shopRefunds(deps.db, q),
    decide: (session: StaffSession, input: Parameters<typeof decideRefund>[2]) =>
      decideRefund(deps, session, input)
  }
}

export type RefundDesk = ReturnType<typeof createRefundDesk>
