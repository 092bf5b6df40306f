/**
 * A shop's reviews in the console (issue 37 point 4): the list with its filters, the shop's one reply per review
 * (customers read it as 商家回覆 under the review) and reports of abusive reviews to the operators, who hide the
 * review or dismiss the report.
 *
 * Kinds: `takeaway` is the `comments` table (takeaway and group orders' evaluations, one per order), `market` is
 * `market_reviews` (a supermarket's goods).
 */
export const REVIEW_KINDS = ['takeaway', 'market'] as const
export type ReviewKind = (typeof REVIEW_KINDS)[number]

export const REVIEW_KIND_TEXT: Record<ReviewKind, string> = { takeaway: '訂單評價', market: '商品評價' }

/** The longest reply a shop may write. */
export const MAX_REPLY_CHARS = 300

/** Why a shop reports a review (Meituan's and Google's lists, shortened). */
export const REPORT_REASONS = ['abuse', 'spam', 'privacy', 'not-a-customer', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]
export const REPORT_REASON_TEXT: Record<ReportReason, string> = {
  abuse: '辱罵或人身攻擊',
  spam: '廣告或無關內容',
  privacy: '洩露個人資料',
  'not-a-customer': '並非真實顧客',
  other: '其他'
}

export const REPORT_STATUSES = ['open', 'hidden', 'dismissed'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]
export const REPORT_STATUS_TEXT: Record<ReportStatus, string> = {
  open: '待處理',
  hidden: '已隱藏評價',
  dismissed: '已駁回'
}
/** An operator's decision on an open report, and where it leaves the report. */
export const REPORT_DECISIONS = { hide: 'hidden', dismiss: 'dismissed' } as const satisfies Record<
  string,
  ReportStatus
>
export type ReportDecision = keyof typeof REPORT_DECISIONS

export const STALE_REPLY_MSG = '此評價的回覆已被其他人更改，請重新載入後再回覆'
export const ALREADY_REPORTED_MSG = '此評價已檢舉，正待平台處理'

/** The shop's reply as customers and the console see it. */
export interface ShopReply {
  content: string
  /** Seconds, as the review lists' `createdAt`. */
  at: number
}

/** A review as the console lists it. */
export interface AdminReview {
  kind: ReviewKind
  id: number
  /** Row version: a reply names it (STALE_VERSION when another reply came in between). */
  version: number
  userName: string
  star: number
  content: string
  images: string[]
  /** ms */
  createdAt: number
  /** the order (takeaway) or goods (market) it is about */
  about: string
  reply: (ShopReply & { by: string }) | null
  /** the open or decided report of it, if any */
  report: { status: ReportStatus; reason: ReportReason } | null
  hidden: boolean
}

/** A report as the operators' queue lists it. */
export interface ReviewReportRow {
  id: number
  kind: ReviewKind
  reviewId: number
  merchantId: number
  merchantName: string
  reason: ReportReason
  reasonText: string
  detail: string
  status: ReportStatus
  reportedBy: string
  /** ms */
  createdAt: number
  review: { star: number; content: string; images: string[]; userName: string; hidden: boolean }
  decidedAt: number | null
  note: string | null
}
