/**
 * How an order state and an order action look in the app. The server sends `statusText` too;
 * these are the fallbacks and the colours, and the timeline position for the progress bar.
 */
export type OrderState =
  | 'unpaid'
  | 'paid'
  | 'accepted'
  | 'delivering'
  | 'delivered'
  | 'completed'
  | 'cancelled'
  | 'refunding'
  | 'refunded'
  | 'refund_rejected'

export type OrderActionKey =
  'pay' | 'cancel' | 'refund' | 'refundProgress' | 'confirm' | 'evaluate' | 'reorder' | 'contact'

export const ORDER_STATES: readonly OrderState[] = [
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
]

export type StatusTone = 'orange' | 'green' | 'grey' | 'red'

export const TONE_COLOURS: Readonly<Record<StatusTone, string>> = {
  orange: '#ff7a00',
  green: '#19a15f',
  grey: '#999999',
  red: '#e4393c'
}

const STATUS: Readonly<Record<OrderState, { text: string; tone: StatusTone; hint: string }>> = {
  unpaid: { text: '待付款', tone: 'orange', hint: '請盡快完成支付，超時訂單將自動取消' },
  paid: { text: '待商家接單', tone: 'orange', hint: '已付款，等待商家確認訂單' },
  accepted: { text: '商家已接單', tone: 'orange', hint: '商家正在備餐' },
  delivering: { text: '騎手配送中', tone: 'orange', hint: '騎手正在趕來' },
  delivered: { text: '已送達', tone: 'green', hint: '訂單已送達，請確認收貨' },
  completed: { text: '已完成', tone: 'grey', hint: '感謝你的惠顧，期待再次光臨' },
  cancelled: { text: '已取消', tone: 'grey', hint: '訂單已取消' },
  refunding: { text: '退款中', tone: 'red', hint: '退款申請處理中' },
  refunded: { text: '已退款', tone: 'grey', hint: '退款已完成' },
  refund_rejected: { text: '退款被拒', tone: 'red', hint: '商家拒絕了退款申請，可再申請一次' }
}

const isState = (s: string): s is OrderState => (ORDER_STATES as readonly string[]).includes(s)

/** Text, colour and a one-line hint for a state; an unknown state shows neutrally, never crashes. */
export function orderStatusView(status: string): { text: string; color: string; hint: string } {
  if (!isState(status)) return { text: status || '未知狀態', color: TONE_COLOURS.grey, hint: '' }
  const s = STATUS[status]
  return { text: s.text, color: TONE_COLOURS[s.tone], hint: s.hint }
}

/** States in which the simulator (or the merchant) moves the order on: the detail page polls. */
export const MOVING_STATES: readonly OrderState[] = ['paid', 'accepted', 'delivering', 'refunding']
export const isMovingState = (status: string): boolean =>
  (MOVING_STATES as readonly string[]).includes(status)

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
  return actions.filter((a): a is OrderActionKey => a in ACTION_LABELS)
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
      return 2
    case 'delivering':
      return 3
    case 'delivered':
    case 'completed':
      return 4
    default:
      return -1
  }
}
