import type { RefundLineView } from './refund-lines'
import type { RefundView } from './order'

/**
 * The shop's counter and refunds in the staff console (issue 36 points 4, 5): what a scanned or typed code is
 * for, the shop's refund requests, and a fruit order's lines to weigh. Amounts in avos, times in seconds.
 */

/** The kinds of code a counter redeems: group codes (12 digits) and pickup codes (8 digits). */
export type CounterCodeKind = 'voucher' | 'ticket' | 'reservation' | 'pickup' | 'gift'
export type CounterCodeState = 'unused' | 'used' | 'refunded' | 'expired'

export const COUNTER_KIND_TEXT: Readonly<Record<CounterCodeKind, string>> = {
  voucher: '團購券',
  ticket: '電影票',
  reservation: '訂座',
  pickup: '自取訂單',
  gift: '積分商城禮品'
}

export const COUNTER_STATE_TEXT: Readonly<Record<CounterCodeState, string>> = {
  unused: '未使用',
  used: '已使用',
  refunded: '已退款',
  expired: '已過期'
}

/** A group code is 12 digits, a pickup code 8: the code alone says which owner redeems it. */
export const COUNTER_CODE_RE = /^(\d{8}|\d{12})$/

/** What a code is for, as the counter shows it before the confirm tap. */
export interface CounterCode {
  code: string
  kind: CounterCodeKind
  /** The deal, film, goods or gift. */
  title: string
  /** Further lines: the code's label, the seats and hall, the party size, the goods. */
  lines: string[]
  quantity: number
  /** The customer, masked (Law 8/2005: the counter needs no more). */
  customer: string
  /** Last valid Macau day (YYYY-MM-DD) or show time text; null when it does not lapse. */
  validUntil: string | null
  state: CounterCodeState
  usedAt: number | null
  orderNo: string | null
  /** Why it cannot be redeemed now (used, refunded, expired, not valid today); null when it can. */
  refusal: string | null
}

export type RefundStatus = RefundView['status']

/** A refund's state in the shop's words (the customer's are contract/order.ts REFUND_STATUS_TEXT). */
export const REFUND_DECISION_TEXT: Readonly<Record<RefundStatus, string>> = {
  pending: '待處理',
  approved: '已同意',
  rejected: '已拒絕'
}

/** A refund request as the shop's refund list shows it. */
export interface ShopRefundRow {
  id: number
  orderId: number
  orderNo: string
  vertical: string
  status: RefundStatus
  amount: number
  orderTotal: number
  reason: string
  detail: string
  customer: string
  createdAt: number
  decidedAt: number | null
  /** 商家 / 平台 / 系統 once decided. */
  decidedBy: string | null
  note: string | null
  /** The lines asked back (supermarket, general store) with each one's money and decision; empty: the whole order. */
  lines: RefundLineView[]
  /** The shop decides the lines one by one (some lines of a received order); else all at once. */
  byLines: boolean
}

/** A weighed-fruit order's by-weight line, for the counter's weighing form. */
export interface WeighLine {
  goodsId: number
  name: string
  quantity: number
  estimatedGrams: number
  charged: number
  /** Set once weighed. */
  finalGrams: number | null
  refund: number | null
}

export interface WeighOrder {
  orderId: number
  orderNo: string
  status: string
  lines: WeighLine[]
}
