import { defineMachine } from './fsm'

/**
 * The delivery order: the lifecycle of every takeaway and spell order today (docs/api.md, "Orders").
 * States and their text are the wire's `status` / `statusText`; the app only adds colours.
 */
export const DELIVERY_STATES = [
  'unpaid',
  'paid',
  'accepted',
  /** the shop has prepared it: waiting for the rider at the counter */
  'ready',
  'delivering',
  /** an alcohol order at the door: the rider checks the recipient is 18 or over before handing it over */
  'age_check',
  'delivered',
  'completed',
  'cancelled',
  'refunding',
  'refunded',
  'refund_rejected'
] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]

export const DELIVERY_EVENTS = [
  'pay',
  'cancel',
  'expire',
  'accept',
  /** the shop declines a paid order: cancelled, the money goes back */
  'reject',
  /** nobody accepted within the shop's limit: cancelled by the system, the money goes back */
  'timeout',
  'markReady',
  /** a rider takes the delivery (the state stays; the timeline says who) */
  'assignRider',
  'dispatch',
  'deliver',
  'arriveForAgeCheck',
  'verifyAge',
  /** the recipient could not show they are 18 or over: the order goes back, cancelled, the money back */
  'handoverRefused',
  'confirm',
  'autoConfirm',
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
export type DeliveryEvent = (typeof DELIVERY_EVENTS)[number]

export const deliveryMachine = defineMachine({
  name: 'order',
  states: DELIVERY_STATES,
  events: DELIVERY_EVENTS,
  transitions: {
    unpaid: { pay: 'paid', cancel: 'cancelled', expire: 'cancelled' },
    paid: {
      accept: 'accepted',
      cancel: 'cancelled',
      reject: 'cancelled',
      timeout: 'cancelled',
      requestRefund: 'refunding'
    },
    accepted: {
      markReady: 'ready',
      assignRider: 'accepted',
      dispatch: 'delivering',
      requestRefund: 'refunding'
    },
    ready: { assignRider: 'ready', dispatch: 'delivering', requestRefund: 'refunding' },
    delivering: { deliver: 'delivered', arriveForAgeCheck: 'age_check', requestRefund: 'refunding' },
    age_check: { verifyAge: 'delivered', handoverRefused: 'cancelled', requestRefund: 'refunding' },
    delivered: {
      confirm: 'completed',
      autoConfirm: 'completed',
      requestRefund: 'refunding',
      requestLineRefund: 'delivered',
      approveLineRefund: 'delivered',
      rejectLineRefund: 'delivered',
      refundLastLines: 'refunded'
    },
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
    refund_rejected: { requestRefund: 'refunding', overruleRefund: 'refunded' }
  },
  text: {
    unpaid: '待付款',
    paid: '已付款',
    accepted: '商家已接單',
    ready: '商家已出餐',
    delivering: '配送中',
    age_check: '待核實收貨人年齡',
    delivered: '已送達',
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
    markReady: '出餐',
    assignRider: '騎手接單',
    dispatch: '配送',
    deliver: '送達',
    arriveForAgeCheck: '到達並核實年齡',
    verifyAge: '核實年齡後交付',
    handoverRefused: '未能核實年齡，退回',
    confirm: '確認收貨',
    autoConfirm: '自動確認收貨',
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
    requestRefund: {
      unpaid: '訂單尚未支付，無需退款',
      refunding: '退款申請處理中，請勿重複申請',
      refunded: '訂單已退款',
      '*': '訂單{state}，無法申請退款'
    },
    confirm: { completed: '訂單已確認收貨', '*': '訂單{state}，尚未送達，無法確認收貨' },
    autoConfirm: { completed: '訂單已確認收貨', '*': '訂單{state}，尚未送達，無法確認收貨' }
  },
  refusal: '訂單{state}，無法{event}'
})

/** What the app offers on an order (the wire's `actions`); the app shows exactly these buttons. */
export const ORDER_ACTIONS = [
  'pay',
  'cancel',
  'refund',
  'contact',
  'confirm',
  'evaluate',
  'reorder',
  'refundProgress'
] as const
export type OrderAction = (typeof ORDER_ACTIONS)[number]

/** A completed order may still ask for a refund this long after completion. */
export const REFUND_AFTER_COMPLETE_MS = 24 * 3600_000
/** A rejected refund may be asked for once more (two requests in all). */
export const MAX_REFUND_REQUESTS = 2

export interface ActionFacts {
  status: DeliveryState
  evaluated: boolean
  /** Epoch ms; null until completed. */
  completedAt: number | null
  refundRequests: number
}

export function refundWindowOpen(order: ActionFacts, now: number): boolean {
  if (order.status !== 'completed') return true
  return order.completedAt !== null && now - order.completedAt <= REFUND_AFTER_COMPLETE_MS
}

/** The actions of a delivery order, from its state and facts (`now` epoch ms). */
export function deliveryActions(order: ActionFacts, now: number): OrderAction[] {
  switch (order.status) {
    case 'unpaid':
      return ['pay', 'cancel']
    case 'paid':
      return ['cancel', 'refund']
    case 'accepted':
    case 'ready':
    case 'delivering':
    case 'age_check':
      return ['refund', 'contact']
    case 'delivered':
      return ['confirm', 'refund']
    case 'completed': {
      const actions: OrderAction[] = []
      if (!order.evaluated) actions.push('evaluate')
      actions.push('reorder')
      if (refundWindowOpen(order, now)) actions.push('refund')
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

/** States in which the simulator (or the merchant) moves the order on: a detail page polls them. */
export const MOVING_STATES: readonly DeliveryState[] = [
  'paid',
  'accepted',
  'ready',
  'delivering',
  'age_check',
  'refunding'
]
