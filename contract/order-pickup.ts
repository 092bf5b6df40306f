import { defineMachine } from './fsm'
import { refundWindowOpen, MAX_REFUND_REQUESTS, type OrderAction } from './order-delivery'

/**
 * The self-pickup order (a supermarket order collected at the store with a pickup code). Paid → the store
 * accepts and prepares it → ready at the counter; the store's redeem of the pickup code (`pickUp`) completes
 * it from paid, accepted, ready or after a rejected refund. No rider, no address: nothing of delivery.
 * States and their text are the wire's `status` / `statusText`.
 */
export const PICKUP_STATES = [
  'unpaid',
  'paid',
  'accepted',
  /** prepared, waiting at the counter for the pickup code */
  'ready',
  'completed',
  'cancelled',
  'refunding',
  'refunded',
  'refund_rejected'
] as const
export type PickupState = (typeof PICKUP_STATES)[number]

export const PICKUP_EVENTS = [
  'pay',
  'cancel',
  'expire',
  'accept',
  /** the store declines a paid order: cancelled, the money goes back */
  'reject',
  /** nobody accepted within the store's limit: cancelled by the system, the money goes back */
  'timeout',
  'prepare',
  'pickUp',
  'requestRefund',
  'approveRefund',
  'rejectRefund',
  /** the platform overrules the shop's rejection the customer disputed (issue 38): the money goes back */
  'overruleRefund',
  /** some lines of a received supermarket / general-store order asked back (contract/refund-lines.ts): the state stays */
  'requestLineRefund',
  /** the shop gives some of them back (the state stays) */
  'approveLineRefund',
  /** the shop declines them all, with a reason (the state stays) */
  'rejectLineRefund',
  /** the lines given back were the last of the order: it is refunded */
  'refundLastLines'
] as const
export type PickupEvent = (typeof PICKUP_EVENTS)[number]

export const pickupMachine = defineMachine({
  name: 'order',
  states: PICKUP_STATES,
  events: PICKUP_EVENTS,
  transitions: {
    unpaid: { pay: 'paid', cancel: 'cancelled', expire: 'cancelled' },
    paid: {
      accept: 'accepted',
      pickUp: 'completed',
      cancel: 'cancelled',
      reject: 'cancelled',
      timeout: 'cancelled',
      requestRefund: 'refunding'
    },
    accepted: { prepare: 'ready', pickUp: 'completed', requestRefund: 'refunding' },
    ready: { pickUp: 'completed', requestRefund: 'refunding' },
    completed: {
      requestRefund: 'refunding',
      requestLineRefund: 'completed',
      approveLineRefund: 'completed',
      rejectLineRefund: 'completed',
      refundLastLines: 'refunded'
    },
    cancelled: {},
    refunding: { approveRefund: 'refunded', rejectRefund: 'refund_rejected' },
    refunded: {},
    refund_rejected: { pickUp: 'completed', requestRefund: 'refunding', overruleRefund: 'refunded' }
  },
  text: {
    unpaid: '待付款',
    paid: '已付款',
    accepted: '商家備貨中',
    ready: '待取貨',
    completed: '已完成',
    cancelled: '已取消',
    refunding: '退款中',
    refunded: '已退款',
    refund_rejected: '退款被拒'
  },
  eventText: {
    pay: '支付',
    cancel: '取消',
    expire: '逾時關閉',
    accept: '接單',
    reject: '拒單',
    timeout: '逾時未接單',
    prepare: '備貨',
    pickUp: '取貨',
    requestRefund: '申請退款',
    approveRefund: '同意退款',
    rejectRefund: '拒絕退款',
    overruleRefund: '平台同意退款',
    requestLineRefund: '申請部分退款',
    approveLineRefund: '同意部分退款',
    rejectLineRefund: '拒絕部分退款',
    refundLastLines: '退款完成'
  },
  refusals: {
    pay: { cancelled: '訂單已取消，無法支付', '*': '訂單已支付，請勿重複付款' },
    cancel: { cancelled: '訂單已取消', '*': '訂單{state}，無法取消，如需退款請申請退款' },
    pickUp: {
      unpaid: '訂單尚未支付，無法取貨',
      completed: '訂單已取貨',
      refunding: '訂單退款中，無法取貨',
      '*': '訂單{state}，無法取貨'
    },
    requestRefund: {
      unpaid: '訂單尚未支付，無需退款',
      refunding: '退款申請處理中，請勿重複申請',
      refunded: '訂單已退款',
      '*': '訂單{state}，無法申請退款'
    }
  },
  refusal: '訂單{state}，無法{event}'
})

export interface PickupActionFacts {
  status: PickupState
  evaluated: boolean
  /** Epoch ms; null until completed. */
  completedAt: number | null
  refundRequests: number
}

/** The actions of a pickup order (no confirm: the store's redeem completes it). */
export function pickupActions(order: PickupActionFacts, now: number): OrderAction[] {
  switch (order.status) {
    case 'unpaid':
      return ['pay', 'cancel']
    case 'paid':
      return ['cancel', 'refund']
    case 'accepted':
    case 'ready':
      return ['refund', 'contact']
    case 'completed': {
      const actions: OrderAction[] = []
      if (!order.evaluated) actions.push('evaluate')
      actions.push('reorder')
      if (refundWindowOpen({ ...order, status: 'completed' }, now)) actions.push('refund')
      return actions
    }
    case 'cancelled':
    case 'refunded':
      return ['reorder']
    case 'refunding':
      return ['refundProgress']
    case 'refund_rejected':
      return order.refundRequests < MAX_REFUND_REQUESTS ? ['refundProgress', 'refund'] : ['refundProgress']
  }
}

/** States in which the simulator (or the store) moves a pickup order on: a detail page polls them. */
export const PICKUP_MOVING_STATES: readonly PickupState[] = ['paid', 'accepted', 'ready', 'refunding']
