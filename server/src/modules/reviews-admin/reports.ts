import {
  REPORT_DECISIONS,
  REPORT_REASON_TEXT,
  type ReportDecision,
  type ReportReason,
  type ReportStatus,
  type ReviewKind,
  type ReviewReportRow
} from '@lotus/contract/reviews-admin'
import type { Page } from '@lotus/contract/staff'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import { refreshStarsAfterRemoval } from '../evaluation/evaluation-service.js'
import { auditActor, TABLE, type Actor, type ReviewsDeps } from './shared.js'

interface Row {
  id: number
  kind: ReviewKind
  review_id: number
  merchant_id: number
  merchant_name: string
  reason: ReportReason
  detail: string
  status: ReportStatus
  reported_by: string
  created_at: number
  decided_at: number | null
  note: string | null
  star: number
  content: string
  images: string[]
  user_name: string | null
  hidden_at: number | null
  total: number
}

/** The operators' queue: reports with the review they are about, oldest open first. */
export async function listReports(
  db: Db,
  q: { status: ReportStatus | 'all'; page: number; pageSize: number }
): Promise<Page<ReviewReportRow>> {
  const rows = await db.many<Row>(
    `SELECT rr.id, rr.kind, rr.review_id, rr.merchant_id, m.name AS merchant_name, rr.reason, rr.detail, rr.status,
            sa.name AS reported_by, rr.created_at, rr.decided_at, rr.note,
            COALESCE(c.star, mr.star) AS star, COALESCE(c.content, mr.content) AS content,
            COALESCE(c.images, mr.images) AS images,
            CASE WHEN c.anonymous THEN '匿名用戶' ELSE COALESCE(u.nickname, mr.nickname) END AS user_name,
            COALESCE(c.hidden_at, mr.hidden_at) AS hidden_at, COUNT(*) OVER ()::int AS total
     FROM review_reports rr JOIN merchants m ON m.id = rr.merchant_id
       JOIN staff_accounts sa ON sa.id = rr.reported_by
       LEFT JOIN comments c ON rr.kind = 'takeaway' AND c.id = rr.review_id
       LEFT JOIN users u ON u.id = c.user_id
       LEFT JOIN market_reviews mr ON rr.kind = 'market' AND mr.id = rr.review_id
     WHERE ($1 = 'all' OR rr.status = $1)
     ORDER BY (rr.status = 'open') DESC, CASE WHEN rr.status = 'open' THEN rr.created_at END, rr.id DESC
     LIMIT $2 OFFSET $3`,
    [q.status, q.pageSize, (q.page - 1) * q.pageSize]
  )
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      reviewId: r.review_id,
      merchantId: r.merchant_id,
      merchantName: r.merchant_name,
      reason: r.reason,
      reasonText: REPORT_REASON_TEXT[r.reason],
      detail: r.detail,
      status: r.status,
      reportedBy: r.reported_by,
      createdAt: Number(r.created_at),
      review: {
        star: r.star,
        content: r.content,
        images: r.images,
        userName: r.user_name ?? '用戶',
        hidden: r.hidden_at !== null
      },
      decidedAt: r.decided_at === null ? null : Number(r.decided_at),
      note: r.note
    })),
    total: rows[0]?.total ?? 0,
    page: q.page,
    pageSize: q.pageSize
  }
}

/**
 * An operator decides an open report: `hide` takes the review out of every customer list (an order evaluation
 * also leaves the star averages), `dismiss` leaves it. A decided report answers REPORT_STATE; nothing half-saved.
 */
export async function decideReport(
  deps: ReviewsDeps,
  who: Actor,
  input: { id: number; decision: ReportDecision; note: string }
): Promise<{ id: number; status: ReportStatus }> {
  const now = deps.clock.now()
  const out = await deps.db.tx(async (t) => {
    const rep = await t.one<{
      id: number
      kind: ReviewKind
      review_id: number
      merchant_id: number
      status: string
    }>('SELECT id, kind, review_id, merchant_id, status FROM review_reports WHERE id = $1 FOR UPDATE', [
      input.id
    ])
    if (!rep) throw notFound('找不到檢舉')
    if (rep.status !== 'open') throw new AppError(ErrorCode.REPORT_STATE, '此檢舉已由其他人處理', 409)
    const status = REPORT_DECISIONS[input.decision]
    await t.query(
      'UPDATE review_reports SET status = $2, decided_by = $3, decided_at = $4, note = $5 WHERE id = $1',
      [rep.id, status, who.staffId, now, input.note || null]
    )
    if (input.decision === 'hide') {
      if (rep.kind === 'takeaway') {
        await t.query(
          `UPDATE comments SET hidden_at = $2, deleted_at = COALESCE(deleted_at, $2), version = version + 1
           WHERE id = $1`,
          [rep.review_id, now]
        )
        await refreshStarsAfterRemoval(t, rep.merchant_id)
      } else {
        await t.query('UPDATE market_reviews SET hidden_at = $2, version = version + 1 WHERE id = $1', [
          rep.review_id,
          now
        ])
      }
    }
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: `reviews.report.${input.decision}`,
      subjectType: TABLE[rep.kind],
      subjectId: rep.review_id,
      merchantId: rep.merchant_id,
      ip: who.ip,
      before: { reportId: rep.id, status: 'open' },
      after: { reportId: rep.id, status, note: input.note }
    })
    return { id: rep.id, status, merchantId: rep.merchant_id }
  })
  deps.changed(out.merchantId)
  return { id: out.id, status: out.status }
}
