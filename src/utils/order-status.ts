/**
 * How an order state and an order action look in the app. States, their text and the allowed
 * actions come from the contract (contract/order-delivery.ts); the app adds colours, a hint per
 * state, button labels and the progress bar.
 */
import { isState } from '@lotus/contract/fsm'
import {
  deliveryMachine,
  MOVING_STATES,
  ORDER_ACTIONS,
  type DeliveryState,
  type OrderAction
} from '@lotus/contract/order-delivery'
import { pickupMachine, PICKUP_MOVING_STATES, type PickupState } from '@lotus/contract/order-pickup'

export type OrderState = DeliveryState | PickupState
export type OrderActionKey = OrderAction
export const ORDER_STATES = deliveryMachine.states
export { MOVING_STATES }

export type StatusTone = 'orange' | 'green' | 'grey' | 'red'

export const TONE_COLOURS: Readonly<Record<StatusTone, string>> = {
  orange: '#c2410c',
  green: '#12804a',
  grey: '#6e6e6e',
  red: '#c62828'
}

const LOOK: Readonly<Record<OrderState, { tone: StatusTone; hint: string }>> = {
  unpaid: { tone: 'orange', hint: '請盡快完成支付，超時訂單將自動取消' },
  paid: { tone: 'orange', hint: '已付款，等待商家確認訂單' },
  accepted: { tone: 'orange', hint: '商家正在備餐' },
  delivering: { tone: 'orange', hint: '騎手正在趕來' },
  age_check: { tone: 'orange', hint: '騎手已到達，酒類須核實收貨人年滿 18 歲方可交付' },
  delivered: { tone: 'green', hint: '訂單已送達，請確認收貨' },
  completed: { tone: 'grey', hint: '感謝你的惠顧，期待再次光臨' },
  cancelled: { tone: 'grey', hint: '訂單已取消' },
  refunding: { tone: 'red', hint: '退款申請處理中' },
  refunded: { tone: 'grey', hint: '退款已完成' },
  refund_rejected: { tone: 'red', hint: '商家拒絕了退款申請，可再申請一次' },
  ready: { tone: 'orange', hint: '商家已出餐，騎手即將取餐' }
}

/** A self-pickup order's hints where they differ from delivery (no rider, no meal). */
const PICKUP_HINT: Partial<Record<PickupState, string>> = {
  paid: '已付款，出示取貨碼即可到店取貨',
  accepted: '商家正在備貨，備妥後可憑取貨碼取貨',
  ready: '商品已備妥，請憑取貨碼到店取貨'
}

/** Text, colour and a one-line hint for a state; an unknown state shows neutrally, never crashes. */
export function orderStatusView(
  status: string,
  fulfilment: string = 'delivery'
): { text: string; color: string; hint: string } {
  if (fulfilment === 'pickup' && isState(pickupMachine, status)) {
    const look = LOOK[status]
    return {
      text: pickupMachine.text[status],
      color: TONE_COLOURS[look.tone],
      hint: PICKUP_HINT[status] ?? look.hint
    }
  }
  if (!isState(deliveryMachine, status))
    return { text: status || '未知狀態', color: TONE_COLOURS.grey, hint: '' }
  const look = LOOK[status]
  return { text: deliveryMachine.text[status], color: TONE_COLOURS[look.tone], hint: look.hint }
}

/** States in which the simulator (or the merchant) moves the order on: the detail page polls. */
export const isMovingState = (status: string): boolean =>
  (MOVING_STATES as readonly string[]).includes(status) ||
  (PICKUP_MOVING_STATES as readonly string[]).includes(status)

export const ACTION_LABELS: Readonly<Record<OrderActionKey, string>> = {
  pay: '去付款',
  cancel: '取消訂單',
  refund: '申請退款',
  refundProgress: '退款進度',
  confirm: '確認收貨',
  evaluate: '評價',
  reorder: '再來一單',
  contact: '聯繫商家'
}

/** Primary (filled orange) actions draw the eye; the rest are outlined. */
export const PRIMARY_ACTIONS: readonly OrderActionKey[] = ['pay', 'confirm', 'evaluate']

/** Known actions only, in the server's order (an action added later is hidden until the app knows it). */
export function knownActions(actions: readonly string[]): OrderActionKey[] {
  return actions.filter((a): a is OrderActionKey => (ORDER_ACTIONS as readonly string[]).includes(a))
}

export const PROGRESS_STEPS = ['下單', '支付', '商家接單', '騎手配送', '送達'] as const

/**
 * Index of the last reached step of PROGRESS_STEPS, or -1 when the order left the happy path
 * (cancelled / refunds: the page shows the server's timeline instead).
 */
export function progressStep(status: string): number {
  switch (status) {
    case 'unpaid':
      return 0
    case 'paid':
      return 1
    case 'accepted':
    case 'ready': // prepared, waiting for the rider: still on the happy path (the board's 出餐)
      return 2
    case 'delivering':
    case 'age_check':
      return 3
    case 'delivered':
    case 'completed':
      return 4
    default:
      return -1
  }
}
