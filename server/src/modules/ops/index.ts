import { moveFeedback } from './feedback.js'
import { decideIdentity } from './identities.js'
import { customer, lookup } from './lookup.js'
import { orderHistory } from './order-history.js'
import { reveal } from './reveal.js'
import { resolveReport } from './reports.js'
import type { OpsCaller, OpsDeps } from './shared.js'

export type { OpsCaller }

/**
 * The operators' support desk (issue 38 point 5), one file per operation: find a customer or an order (masked),
 * an order's whole history, reveals with a reason, the identity queue, feedback replies, reports against shops,
 * accounts in their deletion window. Every write and every reveal is audited in its own transaction.
 */
export function createOpsService(d: OpsDeps) {
  return {
    lookup: (q: string) => lookup(d, q),
    customer: (userId: number) => customer(d, userId),
    order: (orderId: number) => orderHistory(d, orderId),
    reveal: (c: OpsCaller, input: Parameters<typeof reveal>[2]) => reveal(d, c, input),
    identities: (q: Parameters<OpsDeps['identity']['queue']>[0]) => d.identity.queue(q),
    decideIdentity: (c: OpsCaller, input: Parameters<typeof decideIdentity>[2]) =>
      decideIdentity(d, c, input),
    feedback: (q: Parameters<OpsDeps['feedback']['queue']>[0]) => d.feedback.queue(q),
    moveFeedback: (c: OpsCaller, input: Parameters<typeof moveFeedback>[2]) => moveFeedback(d, c, input),
    reports: (q: Parameters<OpsDeps['reports']['queue']>[0]) => d.reports.queue(q),
    resolveReport: (c: OpsCaller, input: Parameters<typeof resolveReport>[2]) => resolveReport(d, c, input),
    deletions: (q: { page: number; pageSize: number }) => d.deletion.pendingList(q)
  }
}

export type OpsService = ReturnType<typeof createOpsService>
