/**
 * A shop's refund rejection the customer asks the platform to decide (issue 38 point 5, 申請平台介入): once per
 * refund, while the order still stands rejected; support overrules (the money goes back, 平台同意退款) or upholds
 * with a reason (平台維持商家決定).
 */
export const DISPUTE_STATUSES = ['open', 'overruled', 'upheld'] as const
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number]

export const DISPUTE_STATUS_TEXT: Readonly<Record<DisputeStatus, string>> = {
  open: '待平台處理',
  overruled: '平台同意退款',
  upheld: '平台維持商家決定'
}

/** The customer's reason: short. */
export const DISPUTE_REASON_MAX = 200

/** The dispute as the customer's refund-progress page sees it. */
export interface RefundDisputeView {
  status: DisputeStatus
  reason: string
  /** support's reason when it upheld the shop's decision */
  note: string | null
  createdAt: number
  decidedAt: number | null
}

/** One row of support's 退款仲裁 queue. */
export interface OpsDisputeRow {
  refundId: number
  orderId: number
  orderNo: string
  merchantId: number
  shopName: string
  vertical: string
  /** masked */
  customer: string
  amount: number
  /** why the customer asked for the refund */
  refundReason: string
  refundDetail: string
  /** the shop's reason for rejecting it */
  rejection: string | null
  rejectedAt: number
  /** why the customer asks the platform to decide */
  reason: string
  status: DisputeStatus
  note: string | null
  decidedBy: string | null
  createdAt: number
  decidedAt: number | null
}
