import { decideApplication } from './applications.js'
import type { Locale } from '@lotus/contract/locale'
import { setCommission } from './commission.js'
import { moveFeedback } from './feedback.js'
import { decideIdentity } from './identities.js'
import { customer, lookup } from './lookup.js'
import { orderHistory } from './order-history.js'
import { reveal } from './reveal.js'
import { resolveReport } from './reports.js'
import type { OpsCaller, OpsDeps } from './shared.js'
import { applyAsRider, decideRider, riderApplications } from './rider-applications.js'
import { listRiders, setRiderSuspended } from './riders.js'
import { listShops } from './shops.js'
import { moveStanding } from './standing.js'

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
    order: (orderId: number, locale?: Locale) => orderHistory(d, orderId, locale),
    reveal: (c: OpsCaller, input: Parameters<typeof reveal>[2]) => reveal(d, c, input),
    identities: (q: Parameters<OpsDeps['identity']['queue']>[0]) => d.identity.queue(q),
    decideIdentity: (c: OpsCaller, input: Parameters<typeof decideIdentity>[2]) =>
      decideIdentity(d, c, input),
    feedback: (q: Parameters<OpsDeps['feedback']['queue']>[0]) => d.feedback.queue(q),
    moveFeedback: (c: OpsCaller, input: Parameters<typeof moveFeedback>[2]) => moveFeedback(d, c, input),
    reports: (q: Parameters<OpsDeps['reports']['queue']>[0]) => d.reports.queue(q),
    resolveReport: (c: OpsCaller, input: Parameters<typeof resolveReport>[2]) => resolveReport(d, c, input),
    deletions: (q: { page: number; pageSize: number }) => d.deletion.pendingList(q),
    // shops (issue 38 point 2)
    applications: (q: Parameters<OpsDeps['business']['queue']>[0]) => d.business.queue(q),
    decideApplication: (c: OpsCaller, input: Parameters<typeof decideApplication>[2]) =>
      decideApplication(d, c, input),
    shops: (q: Parameters<typeof listShops>[1]) => listShops(d, q),
    moveStanding: (c: OpsCaller, input: Parameters<typeof moveStanding>[2]) => moveStanding(d, c, input),
    setCommission: (c: OpsCaller, input: Parameters<typeof setCommission>[2]) => setCommission(d, c, input),
    // riders (issue 38 point 2)
    applyAsRider: (input: Parameters<typeof applyAsRider>[1]) => applyAsRider(d, input),
    riderApplications: (q: Parameters<typeof riderApplications>[1]) => riderApplications(d, q),
    decideRider: (c: OpsCaller, input: Parameters<typeof decideRider>[2]) => decideRider(d, c, input),
    riders: (q: { page: number; pageSize: number }) => listRiders(d, q),
    setRiderSuspended: (c: OpsCaller, input: Parameters<typeof setRiderSuspended>[2]) =>
      setRiderSuspended(d, c, input)
  }
}

export type OpsService = ReturnType<typeof createOpsService>
