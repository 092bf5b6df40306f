import { z } from 'zod/v4'
import { macauDayStartOf } from '../macau-time'
import {
  MAX_REPLY_CHARS,
  REPORT_DECISIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REVIEW_KINDS,
  type ReportDecision
} from '../reviews-admin'
import { idString, intString, jsonId, paging } from './fields'

/** Request schemas of /api/staff/reviews/* and /api/staff/review-reports/* (issue 37 point 4). */

/** Printable text: no control characters other than a line break (NUL included) and no lone surrogates. */
const printable = (s: string) =>
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  !/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(
    s
  )
const text = (max: number, min: number, empty: string) =>
  z.string().trim().min(min, empty).max(max, `不可多於 ${max} 字`).refine(printable, '不可包含控制字元')

/** A Macau day, YYYY-MM-DD, that exists. */
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式應為 YYYY-MM-DD')
  .refine((d) => {
    const ms = macauDayStartOf(d)
    return Number.isFinite(ms) && new Date(ms + 8 * 3600_000).toISOString().startsWith(d)
  }, '日期無效')
const flag = z.enum(['true', 'false']).transform((v) => v === 'true')
const version = z.number().int().min(1).max(2_147_483_647)

export const ReviewsQuery = z
  .strictObject({
    merchantId: idString,
    kind: z.enum(REVIEW_KINDS).default('takeaway'),
    star: intString(1, 5).optional(),
    withPhotos: flag.optional(),
    unreplied: flag.optional(),
    from: day.optional(),
    to: day.optional(),
    ...paging
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, '開始日期不可晚於結束日期')

export const ReviewReplyBody = z.strictObject({
  merchantId: jsonId,
  kind: z.enum(REVIEW_KINDS),
  id: jsonId,
  version,
  content: text(MAX_REPLY_CHARS, 1, '請輸入回覆')
})

export const ReviewReportBody = z.strictObject({
  merchantId: jsonId,
  kind: z.enum(REVIEW_KINDS),
  id: jsonId,
  reason: z.enum(REPORT_REASONS),
  detail: text(500, 0, '')
})

export const ReviewReportsQuery = z.strictObject({
  status: z.enum([...REPORT_STATUSES, 'all']).default('open'),
  ...paging
})

export const ReviewReportDecideBody = z.strictObject({
  id: jsonId,
  decision: z.enum(Object.keys(REPORT_DECISIONS) as [ReportDecision, ...ReportDecision[]]),
  note: text(200, 0, '')
})
