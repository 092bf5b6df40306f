import { ALREADY_REPORTED_MSG, type ReportReason, type ReviewKind } from '@lotus/contract/reviews-admin'
import { AppError, ErrorCode } from '../../errors.js'
import { auditActor, lockReview, TABLE, type Actor, type ReviewsDeps } from './shared.js'

/** The shop reports an abusive review to the operators: one open report per review (REPORT_OPEN after). */
export async function reportReview(
  deps: ReviewsDeps,
  who: Actor,
  input: { merchantId: number; kind: ReviewKind; id: number; reason: ReportReason; detail: string }
): Promise<{ id: number; status: 'open' }> {
  return deps.db.tx(async (t) => {
    const row = await lockReview(t, input.kind, input.id, input.merchantId)
    if (row.hidden_at !== null) throw new AppError(ErrorCode.REPORT_STATE, '此評價已被平台隱藏')
    const open = await t.one(
      "SELECT 1 AS x FROM review_reports WHERE kind = $1 AND review_id = $2 AND status = 'open'",
      [input.kind, row.id]
    )
    if (open) throw new AppError(ErrorCode.REPORT_OPEN, ALREADY_REPORTED_MSG, 409)
    const rep = await t.one<{ id: number }>(
      `INSERT INTO review_reports (kind, review_id, merchant_id, reason, detail, reported_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [input.kind, row.id, input.merchantId, input.reason, input.detail, who.staffId, deps.clock.now()]
    )
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: 'reviews.report',
      subjectType: TABLE[input.kind],
      subjectId: row.id,
      merchantId: input.merchantId,
      ip: who.ip,
      after: { reportId: rep!.id, reason: input.reason, detail: input.detail }
    })
    return { id: rep!.id, status: 'open' as const }
  })
}
