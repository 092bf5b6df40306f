import { macauDayEndOf, macauDayStartOf } from '@lotus/contract/macau-time'
import type { AdminReview, ReportReason, ReportStatus, ReviewKind } from '@lotus/contract/reviews-admin'
import type { Page } from '@lotus/contract/staff'
import type { Db } from '../../db/db.js'

export interface ReviewsFilter {
  merchantId: number
  kind: ReviewKind
  star?: number | undefined
  withPhotos?: boolean | undefined
  unreplied?: boolean | undefined
  from?: string | undefined
  to?: string | undefined
  page: number
  pageSize: number
}

interface Row {
  id: number
  version: number
  user_name: string | null
  anonymous: boolean
  star: number
  content: string
  images: string[]
  created_at: number
  about: string
  reply: string | null
  reply_at: number | null
  reply_by: string | null
  report_status: ReportStatus | null
  report_reason: ReportReason | null
  hidden_at: number | null
  total: number
}

/** The latest report of a review (an open one, else the last decided). */
const REPORT = (kind: ReviewKind, id: string) =>
  `LEFT JOIN LATERAL (SELECT status, reason FROM review_reports rr WHERE rr.kind = '${kind}' AND rr.review_id = ${id}
     ORDER BY (rr.status = 'open') DESC, rr.id DESC LIMIT 1) rep ON true`

const FROM: Record<ReviewKind, string> = {
  takeaway: `SELECT c.id, c.version, u.nickname AS user_name, c.anonymous, c.star, c.content, c.images, c.created_at,
       COALESCE('訂單 ' || o.order_no, '') AS about, c.reply, c.reply_at, sa.name AS reply_by,
       rep.status AS report_status, rep.reason AS report_reason, c.hidden_at, COUNT(*) OVER ()::int AS total
     FROM comments c LEFT JOIN users u ON u.id = c.user_id LEFT JOIN orders o ON o.id = c.order_id
       LEFT JOIN staff_accounts sa ON sa.id = c.reply_by ${REPORT('takeaway', 'c.id')}
     WHERE c.merchant_id = $1 AND (c.deleted_at IS NULL OR c.hidden_at IS NOT NULL)`,
  market: `SELECT c.id, c.version, c.nickname AS user_name, false AS anonymous, c.star, c.content, c.images,
       c.created_at, s.name || CASE WHEN c.spec <> '' THEN '（' || c.spec || '）' ELSE '' END AS about, c.reply,
       c.reply_at, sa.name AS reply_by, rep.status AS report_status, rep.reason AS report_reason, c.hidden_at,
       COUNT(*) OVER ()::int AS total
     FROM market_reviews c JOIN market_spus s ON s.id = c.spu_id
       LEFT JOIN staff_accounts sa ON sa.id = c.reply_by ${REPORT('market', 'c.id')}
     WHERE s.merchant_id = $1`
}

/** A shop's reviews, newest first, with the console's filters (Macau days for the date range). */
export async function listReviews(db: Db, f: ReviewsFilter): Promise<Page<AdminReview>> {
  const params: unknown[] = [f.merchantId]
  const where: string[] = []
  const add = (sql: string, v: unknown) => {
    params.push(v)
    where.push(sql.replace('?', `$${params.length}`))
  }
  if (f.star !== undefined) add('c.star = ?', f.star)
  if (f.withPhotos) where.push('jsonb_array_length(c.images) > 0')
  if (f.unreplied) where.push('c.reply IS NULL')
  if (f.from) add('c.created_at >= ?', macauDayStartOf(f.from))
  if (f.to) add('c.created_at < ?', macauDayEndOf(f.to))
  params.push(f.pageSize, (f.page - 1) * f.pageSize)
  const rows = await db.many<Row>(
    `${FROM[f.kind]} ${where.map((w) => `AND ${w}`).join(' ')}
     ORDER BY c.created_at DESC, c.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params
  )
  let total = rows[0]?.total ?? 0
  if (rows.length === 0 && f.page > 1) {
    // past the last page: the count still answers
    const n = await db.one<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM (${FROM[f.kind]} ${where.map((w) => `AND ${w}`).join(' ')}) x`,
      params.slice(0, -2)
    )
    total = n?.n ?? 0
  }
  return {
    list: rows.map((r) => ({
      kind: f.kind,
      id: r.id,
      version: r.version,
      userName: r.anonymous ? '匿名用戶' : (r.user_name ?? '用戶'),
      star: r.star,
      content: r.content,
      images: r.images,
      createdAt: Number(r.created_at),
      about: r.about,
      reply:
        r.reply === null
          ? null
          : { content: r.reply, at: Math.floor(Number(r.reply_at) / 1000), by: r.reply_by ?? '' },
      report:
        r.report_status && r.report_reason ? { status: r.report_status, reason: r.report_reason } : null,
      hidden: r.hidden_at !== null
    })),
    total,
    page: f.page,
    pageSize: f.pageSize
  }
}
