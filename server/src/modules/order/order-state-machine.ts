import { AppError, ErrorCode } from '../../errors.js'

/** Every state an order can be in (docs/contract-issue3.md, "Orders"). */
export const ORDER_STATES = [
  'unpaid',
  'paid',
  'accepted',
  'delivering',
  'delivered',
  'completed',
  'cancelled',
  'refunding',
  'refunded',
  'refund_rejected'
] as const
export type OrderState = (typeof ORDER_STATES)[number]

export const ORDER_EVENTS = [
  'pay',
  'cancel',
  'expire',
  'accept',
  'dispatch',
  'deliver',
  'confirm',
  'autoConfirm',
  'requestRefund',
  'approveRefund',
  'rejectRefund'
] as const
export type OrderEvent = (typeof ORDER_EVENTS)[number]

/** The whole machine: a missing entry is a forbidden transition. */
export const TRANSITIONS: Readonly<Record<OrderState, Partial<Record<OrderEvent, OrderState>>>> = {
  unpaid: { pay: 'paid', cancel: 'cancelled', expire: 'cancelled' },
  paid: { accept: 'accepted', cancel: 'cancelled', requestRefund: 'refunding' },
  accepted: { dispatch: 'delivering', requestRefund: 'refunding' },
  delivering: { deliver: 'delivered', requestRefund: 'refunding' },
  delivered: { confirm: 'completed', autoConfirm: 'completed', requestRefund: 'refunding' },
  completed: { requestRefund: 'refunding' },
  cancelled: {},
  refunding: { approveRefund: 'refunded', rejectRefund: 'refund_rejected' },
  refunded: {},
  refund_rejected: { requestRefund: 'refunding' }
}

export const STATUS_TEXT: Readonly<Record<OrderState, string>> = {
  unpaid: '待付款',
  paid: '已付款',
  accepted: '商家已接單',
  delivering: '配送中',
  delivered: '已送達',
  completed: '已完成',
  cancelled: '已取消',
  refunding: '退款中',
  refunded: '已退款',
  refund_rejected: '退款被拒'
}

const EVENT_TEXT: Readonly<Record<OrderEvent, string>> = {
  pay: '支付',
  cancel: '取消',
  expire: '逾時關閉',
  accept: '接單',
  dispatch: '配送',
  deliver: '送達',
  confirm: '確認收貨',
  autoConfirm: '自動確認收貨',
  requestRefund: '申請退款',
  approveRefund: '同意退款',
  rejectRefund: '拒絕退款'
}

/** Why an event is refused in a state, in the words the app shows. */
function refusal(state: OrderState, event: OrderEvent): string {
  if (event === 'pay' && state !== 'unpaid') {
    return state === 'cancelled' ? '訂單已取消，無法支付' : '訂單已支付，請勿重複付款'
  }
  if (event === 'cancel') {
    if (state === 'cancelled') return '訂單已取消'
    return `訂單${STATUS_TEXT[state]}，無法取消，如需退款請申請退款`
  }
  if (event === 'requestRefund') {
    if (state === 'unpaid') return '訂單尚未支付，無需退款'
    if (state === 'refunding') return '退款申請處理中，請勿重複申請'
    if (state === 'refunded') return '訂單已退款'
    return `訂單${STATUS_TEXT[state]}，無法申請退款`
  }
  if (event === 'confirm' || event === 'autoConfirm') {
    return state === 'completed' ? '訂單已確認收貨' : `訂單${STATUS_TEXT[state]}，尚未送達，無法確認收貨`
  }
  return `訂單${STATUS_TEXT[state]}，無法${EVENT_TEXT[event]}`
}

export function canTransition(state: OrderState, event: OrderEvent): boolean {
  return TRANSITIONS[state][event] !== undefined
}

/** The state after `event`, or ORDER_STATE with the reason in Traditional Chinese. */
export function transition(state: OrderState, event: OrderEvent): OrderState {
  const to = TRANSITIONS[state][event]
  if (!to) throw new AppError(ErrorCode.ORDER_STATE, refusal(state, event))
  return to
}

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
  status: OrderState
  evaluated: boolean
  /** Epoch ms; null until completed. */
  completedAt: number | null
  refundRequests: number
}

/** What the app offers for an order (contract: `actions`), computed from its state and facts. */
export function allowedActions(order: ActionFacts, now: number): OrderAction[] {
  switch (order.status) {
    case 'unpaid':
      return ['pay', 'cancel']
    case 'paid':
      return ['cancel', 'refund']
    case 'accepted':
    case 'delivering':
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

export function refundWindowOpen(order: ActionFacts, now: number): boolean {
  if (order.status !== 'completed') return true
  return order.completedAt !== null && now - order.completedAt <= REFUND_AFTER_COMPLETE_MS
}
