import { defineMachine } from './fsm'

/**
 * A gateway payment transaction (an order, a recharge, a shop card, a member plan): pending until the
 * gateway's callback; `bounce` is a payment that arrived for something no longer payable, given back at once.
 */
export const PAYMENT_STATES = ['pending', 'success', 'fail', 'refunded'] as const
export type PaymentState = (typeof PAYMENT_STATES)[number]
export const PAYMENT_EVENTS = ['succeed', 'fail', 'bounce', 'refund'] as const
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number]

export const paymentMachine = defineMachine({
  name: 'payment',
  states: PAYMENT_STATES,
  events: PAYMENT_EVENTS,
  transitions: {
    pending: { succeed: 'success', fail: 'fail', bounce: 'refunded' },
    success: { refund: 'refunded' },
    fail: {},
    refunded: {}
  },
  text: { pending: '待支付', success: '支付成功', fail: '支付失敗', refunded: '已退款' },
  eventText: { succeed: '支付', fail: '支付失敗', bounce: '退回', refund: '退款' },
  refusals: { succeed: '此交易已處理', fail: '此交易已處理', bounce: '此交易已處理' },
  refusal: '交易{state}，無法{event}'
})

/** A refund of an order: asked for (pending) and decided, or recorded already decided (a cancel, a code refund). */
export const REFUND_STATES = ['pending', 'approved', 'rejected'] as const
export type RefundState = (typeof REFUND_STATES)[number]
/** overrule: the platform gives back a refund the shop rejected, when the customer disputed it (issue 38). */
export const REFUND_EVENTS = ['approve', 'reject', 'overrule'] as const
export type RefundEvent = (typeof REFUND_EVENTS)[number]

export const refundMachine = defineMachine({
  name: 'refund',
  states: REFUND_STATES,
  events: REFUND_EVENTS,
  transitions: {
    pending: { approve: 'approved', reject: 'rejected' },
    approved: {},
    rejected: { overrule: 'approved' }
  },
  text: { pending: '處理中', approved: '已退款', rejected: '已拒絕' },
  eventText: { approve: '同意', reject: '拒絕', overrule: '平台改判同意' },
  refusal: '退款申請已處理'
})
