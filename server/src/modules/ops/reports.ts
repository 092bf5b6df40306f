import { auditBy, type OpsCaller, type OpsDeps } from './shared.js'

/** Support resolves a customer's report against a shop with a note, audited with it. */
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
    return { id: input.id, status: 'resolved' as const }
  })
}
