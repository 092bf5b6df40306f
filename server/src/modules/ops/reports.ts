import { notifyUser } from '../inbox/messages.js'
import { auditBy, type OpsCaller, type OpsDeps } from './shared.js'

/**
 * Support resolves a customer's report against a shop with a note, audited with it; the reporter is told the
 * outcome in their message centre (系統通知) in the same transaction.
 */
export async function resolveReport(
  d: OpsDeps,
  c: OpsCaller,
  input: { id: number; note: string }
): Promise<{ id: number; status: 'resolved' }> {
  return d.db.tx(async (t) => {
    const r = await d.reports.resolveIn(t, input.id, input.note, c.session.account.name)
    await d.audit.write(t, {
      ...auditBy(c),
      action: 'ops.report.resolve',
      subjectType: 'report',
      subjectId: input.id,
      merchantId: r.merchantId,
      before: { status: 'open' },
      after: { status: 'resolved', note: input.note }
    })
    await notifyUser(t, {
      userId: r.userId,
      title: '舉報處理結果',
      body: `你對「${r.shopName}」的舉報已處理：${input.note}`,
      key: 'reportResolved',
      values: { shop: r.shopName, note: input.note },
      now: d.clock.now()
    })
    return { id: input.id, status: 'resolved' as const }
  })
}
