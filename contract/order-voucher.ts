import { defineMachine } from './fsm'

/**
 * A group order (voucher, ticket or reservation), as the order row's status. Statuses share the delivery
 * order's names so payment, lists and the cashier read them the same.
 */
export const GROUP_ORDER_STATES = ['unpaid', 'paid', 'completed', 'cancelled', 'refunded'] as const
export type GroupOrderState = (typeof GROUP_ORDER_STATES)[number]
/** use: the last unused code was used (or refunded after some were used); refundAll: every code refunded. */
export const GROUP_ORDER_EVENTS = ['pay', 'cancel', 'expire', 'use', 'refundAll'] as const
export type GroupOrderEvent = (typeof GROUP_ORDER_EVENTS)[number]

const orderDef = (name: string, paidText: string) =>
  defineMachine({
    name,
    states: GROUP_ORDER_STATES,
    events: GROUP_ORDER_EVENTS,
    transitions: {
      unpaid: { pay: 'paid', cancel: 'cancelled', expire: 'cancelled' },
      paid: { use: 'completed', refundAll: 'refunded', cancel: 'refunded' },
      completed: {},
      cancelled: {},
      refunded: {}
    },
    text: { unpaid: '待付款', paid: paidText, completed: '已完成', cancelled: '已取消', refunded: '已退款' },
    eventText: { pay: '支付', cancel: '取消', expire: '逾時關閉', use: '使用', refundAll: '退款' },
    refusals: {
      pay: { cancelled: '訂單已取消，無法支付', '*': '訂單已支付，請勿重複付款' },
      refundAll: { unpaid: '訂單尚未支付，無需退款', '*': '訂單{state}，沒有可退的券碼' }
    },
    refusal: '訂單{state}，無法{event}'
  })

export const voucherOrderMachine = orderDef('voucher', '待使用')

/**
 * One code of a voucher (or ticket) order, and a self-pickup code (`pickup_codes`: redeemed at the store, or
 * voided by the cancel or refund of its cause, `refund`; it never expires by itself).
 */
export const CODE_STATES = ['unused', 'used', 'refunded', 'expired'] as const
export const CODE_EVENTS = ['redeem', 'refund', 'expire'] as const
export const codeMachine = defineMachine({
  name: 'code',
  states: CODE_STATES,
  events: CODE_EVENTS,
  transitions: {
    unused: { redeem: 'used', refund: 'refunded', expire: 'expired' },
    used: {},
    refunded: {},
    expired: {}
  },
  text: { unused: '未使用', used: '已使用', refunded: '已退款', expired: '已過期退款' },
  eventText: { redeem: '核銷', refund: '退款', expire: '過期退款' },
  refusals: { redeem: { used: '券碼已使用', '*': '券碼{state}，無法核銷' } },
  refusal: '券碼{state}，無法{event}'
})

export { orderDef as groupOrderMachineNamed }
