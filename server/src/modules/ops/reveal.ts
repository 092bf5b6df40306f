import type { OpsReveal, RevealKind } from '@lotus/contract/ops'
import type { OrderAddress } from '@lotus/contract/order'
import type { Db } from '../../db/db.js'
import { notFound } from '../../errors.js'
import { auditBy, type OpsCaller, type OpsDeps } from './shared.js'

/** The whole values of one subject, opened inside the audit's transaction. */
async function open(d: OpsDeps, t: Db, kind: RevealKind, id: number): Promise<Record<string, string> | null> {
  if (kind === 'customer') {
    const u = await t.one<{ area_code: string; phone: string }>(
      'SELECT area_code, phone FROM users WHERE id = $1 AND deleted_at IS NULL',
      [id]
    )
    return u ? { phone: `+${u.area_code} ${u.phone}` } : null
  }
  if (kind === 'order') {
    const o = await t.one<{ address: Partial<OrderAddress> | null }>(
      'SELECT address FROM orders WHERE id = $1',
      [id]
    )
    if (!o) return null
    const a = o.address ?? {}
    return {
      name: a.name ?? '',
      phone: a.phone ? `+${a.areaCode ?? '853'} ${a.phone}` : '',
      address: `${a.address ?? ''} ${a.detail ?? ''}`.trim()
    }
  }
  const doc = await d.identity.exportOf(t, id)
  return doc && { name: doc.name, number: doc.number, birthDate: doc.birthDate }
}

/**
 * A customer's whole phone, an order's contact or an identity document, for a stated reason (issue 38 point 1).
 * The audit entry (who, what, why; never the values) commits with the read: no reveal goes unrecorded.
 */
export async function reveal(
  d: OpsDeps,
  c: OpsCaller,
  input: { kind: RevealKind; id: number; reason: string }
): Promise<OpsReveal> {
  return d.db.tx(async (t) => {
    const fields = await open(d, t, input.kind, input.id)
    if (!fields) throw notFound(input.kind === 'order' ? '找不到訂單' : '找不到客戶資料')
    await d.audit.write(t, {
      ...auditBy(c),
      action: `ops.reveal.${input.kind}`,
      subjectType: input.kind === 'order' ? 'order' : 'user',
      subjectId: input.id,
      after: { reason: input.reason, fields: Object.keys(fields) }
    })
    return { kind: input.kind, id: input.id, fields }
  })
}
