import type { WeighResult } from '../general/weigh.js'
import type { createWeighing } from '../general/weigh.js'
import type { AuditLog } from '../staff/audit.js'
import type { StaffSession } from '../staff/sessions.js'
import { auditActorOf, merchantActorOf } from '../staff/staff-actor.js'

/**
 * The counter weighs a fruit order's by-weight lines: the general store's weigh rule (contract/weight.ts) settles
 * the difference and refunds it; the member of staff is on the order's timeline and in the audit log.
 */
export function weighAtCounter(
  deps: { weigh: ReturnType<typeof createWeighing>; audit: AuditLog },
  session: StaffSession,
  input: {
    merchantId: number
    orderId: number
    lines: Array<{ goodsId: number; finalGrams: number }>
    ip: string
  }
): Promise<WeighResult> {
  return deps.weigh(input.merchantId, input.orderId, input.lines, {
    actor: merchantActorOf(session),
    within: (t, r) =>
      deps.audit.write(t, {
        actor: auditActorOf(session),
        action: 'counter.weigh',
        subjectType: 'order',
        subjectId: input.orderId,
        merchantId: input.merchantId,
        ip: input.ip,
        before: { lines: r.lines.map((l) => ({ goodsId: l.goodsId, estimatedGrams: l.estimatedGrams })) },
        after: {
          lines: r.lines.map((l) => ({ goodsId: l.goodsId, finalGrams: l.finalGrams })),
          refund: r.refund
        }
      })
  })
}
