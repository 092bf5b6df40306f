import { notFound } from '../../errors.js'
import { auditBy, type OpsCaller, type OpsDeps } from './shared.js'

/**
 * Finance (or the super admin) sets a shop's commission. It applies to sales paid from now on: the change is
 * recorded with the rate it replaces, so a statement charges each sale the rate in force when it was paid
 * (figures/load.ts), never a later one. Audited in the same transaction.
 */
export async function setCommission(
  d: OpsDeps,
  c: OpsCaller,
  input: { merchantId: number; commissionBps: number }
): Promise<{ merchantId: number; commissionBps: number }> {
  return d.db.tx(async (t) => {
    const m = await t.one<{ commission_bps: number }>(
      'SELECT commission_bps FROM merchants WHERE id = $1 FOR UPDATE',
      [input.merchantId]
    )
    if (!m) throw notFound('找不到商家')
    if (m.commission_bps === input.commissionBps) return input
    const now = d.clock.now()
    await t.query('UPDATE merchants SET commission_bps = $2 WHERE id = $1', [
      input.merchantId,
      input.commissionBps
    ])
    await t.query(
      `INSERT INTO merchant_commission_changes (merchant_id, old_bps, new_bps, at, by_name)
       VALUES ($1, $2, $3, $4, $5)`,
      [input.merchantId, m.commission_bps, input.commissionBps, now, c.session.account.username]
    )
    await d.audit.write(t, {
      ...auditBy(c),
      action: 'ops.shop.commission',
      subjectType: 'merchant',
      subjectId: input.merchantId,
      merchantId: input.merchantId,
      before: { commissionBps: m.commission_bps },
      after: { commissionBps: input.commissionBps }
    })
    return input
  })
}
