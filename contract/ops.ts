/**
 * The operators' support desk (issue 38 point 5): what the console's support pages show. A customer's phone,
 * address and document are masked here; the whole value comes only from a reveal with a reason (audited).
 * Times in seconds, money in avos.
 */
import type { FeedbackStatus } from './feedback'
import type { IdDocType, IdentityStatus } from './identity'

/** A customer as support finds them: phone masked. */
export interface OpsCustomer {
  userId: number
  nickname: string
  areaCode: string
  phone: string
  createdAt: number
  identityStatus: IdentityStatus
  /** set while the account is in its 7-day deletion window or once erased */
  deletion: 'pending' | 'erased' | null
  orderCount: number
}

export interface OpsOrderRow {
  id: number
  orderNo: string
  userId: number
  shopName: string
  vertical: string
  fulfilment: string
  status: string
  statusText: string
  total: number
  createdAt: number
}

export interface OpsCustomerDetail extends OpsCustomer {
  orders: OpsOrderRow[]
}

/** One step of an order's timeline with who took it (order_events). */
export interface OpsOrderEvent {
  at: number
  status: string
  title: string
  actorType: 'customer' | 'merchant' | 'rider' | 'operator' | 'system'
  actorName: string | null
  reason: string | null
  note: string | null
}

export interface OpsOrderDetail {
  order: OpsOrderRow & { contact: { name: string; phone: string; address: string } }
  events: OpsOrderEvent[]
  refunds: Array<{ id: number; status: string; amount: number; reason: string; createdAt: number }>
}

/** What a reveal may open: a customer's phone, an order's contact, an identity document. */
export const REVEAL_KINDS = ['customer', 'order', 'identity'] as const
export type RevealKind = (typeof REVEAL_KINDS)[number]
/** A reason is a sentence, not a tick: at least this many characters. */
export const REVEAL_REASON_MIN = 4

export interface OpsReveal {
  kind: RevealKind
  id: number
  fields: Record<string, string>
}

export interface OpsIdentityRow {
  userId: number
  phone: string
  docType: IdDocType
  maskedName: string
  maskedNumber: string
  status: Exclude<IdentityStatus, 'none'>
  rejectReason: string | null
  createdAt: number
}

export interface OpsFeedbackRow {
  id: number
  userId: number
  phone: string
  category: string
  content: string
  images: string[]
  status: FeedbackStatus
  /** sent back with a move: someone else's move since then answers STALE_VERSION */
  version: number
  createdAt: number
  updatedAt: number
  replies: Array<{ author: string; content: string; createdAt: number }>
}

/**
 * Where support may move a feedback: on to processing, a reply (again while not closed), or closed.
 * received → processing → replied → closed, as the customer's progress bar draws it.
 */
export const FEEDBACK_MOVES: Readonly<Record<FeedbackStatus, readonly FeedbackStatus[]>> = {
  received: ['processing', 'replied', 'closed'],
  processing: ['replied', 'closed'],
  replied: ['replied', 'closed'],
  closed: []
}

export const REPORT_STATUSES = ['open', 'resolved'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

/** A customer's report against a shop (商家舉報). */
export interface OpsReportRow {
  id: number
  userId: number
  phone: string
  merchantId: number
  shopName: string
  type: string
  content: string
  images: string[]
  status: ReportStatus
  resolution: string | null
  resolvedBy: string | null
  createdAt: number
  resolvedAt: number | null
}

/** An account in its 7-day deletion window (read-only: the customer may still cancel by logging in). */
export interface OpsDeletionRow {
  userId: number
  phone: string
  nickname: string
  requestedAt: number
  eraseAt: number
  /** wallet balance given up, in avos */
  forfeited: number
}
