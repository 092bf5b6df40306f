import type { OpsRiderRow } from '@lotus/contract/ops'
import { maskPhone } from '@lotus/contract/phone'
import { notFound } from '../../errors.js'
import { auditBy, type OpsCaller, type OpsDeps } from './shared.js'

/** Deliveries a rider has taken and not yet delivered. */
const IN_HAND = `(SELECT count(*)::int FROM orders o WHERE o.rider_id = a.id
  AND o.status IN ('accepted', 'ready', 'delivering', 'age_check'))`

export async function listRiders(d: OpsDeps, q: { page: number; pageSize: number }) {
  const total = await d.db.one<{ n: number }>(
    "SELECT count(*)::int AS n FROM staff_accounts WHERE role = 'rider'"
  )
  const rows = await d.db.many<{
    id: number
    username: string
    name: string
    phone: string
    disabled: boolean
    suspended_at: number | null
    suspended_reason: string | null
    in_hand: number
  }>(
    `SELECT a.id, a.username, a.name, a.phone, a.disabled, a.suspended_at, a.suspended_reason, ${IN_HAND} AS in_hand
     FROM staff_accounts a WHERE a.role = 'rider' ORDER BY a.id DESC LIMIT $1 OFFSET $2`,
    [q.pageSize, (q.page - 1) * q.pageSize]
  )
  const list: OpsRiderRow[] = rows.map((r) => ({
    id: r.id,
    username: r.username,
    name: r.name,
    phoneMasked: r.phone ? maskPhone(r.phone) : '',
    disabled: r.disabled,
    suspended: r.suspended_at !== null,
    suspendedReason: r.suspended_reason,
    inHand: r.in_hand
  }))
  return { list, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize }
}

/**
 * Support suspends a rider (or lifts it) with a reason, audited. A suspended rider takes no new delivery
 * (RIDER_SUSPENDED, modules/rider/take.ts) and finishes the ones in hand, so no customer's food is stranded.
 */
export async function setRiderSuspended(
  d: OpsDeps,
  c: OpsCaller,
  input: { riderId: number; suspend: boolean; reason: string }
): Promise<{ id: number; suspended: boolean; inHand: number }> {
  return d.db.tx(async (t) => {
    const a = await t.one<{ id: number; suspended_at: number | null; in_hand: number }>(
      `SELECT a.id, a.suspended_at, ${IN_HAND} AS in_hand FROM staff_accounts a
       WHERE a.id = $1 AND a.role = 'rider' FOR UPDATE OF a`,
      [input.riderId]
    )
    if (!a) throw notFound('找不到騎手')
    const was = a.suspended_at !== null
    if (was !== input.suspend) {
      await t.query('UPDATE staff_accounts SET suspended_at = $2, suspended_reason = $3 WHERE id = $1', [
        a.id,
        input.suspend ? d.clock.now() : null,
        input.suspend ? input.reason : null
      ])
      await d.audit.write(t, {
        ...auditBy(c),
        action: input.suspend ? 'ops.rider.suspend' : 'ops.rider.reinstate',
        subjectType: 'staff',
        subjectId: a.id,
        before: { suspended: was },
        after: { suspended: input.suspend, reason: input.reason, inHand: a.in_hand }
      })
    }
    return { id: a.id, suspended: input.suspend, inHand: a.in_hand }
  })
}
