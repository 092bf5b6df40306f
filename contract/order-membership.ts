import { defineMachine } from './fsm'

/**
 * A god-member plan bought at the cashier (fulfilment 'membership', issue 34): an `orders` row without a shop,
 * numbered HY…, paid once (wallet or gateway; the paid hook grants the period and the month's coupons), or
 * closed unpaid at its deadline. It never shows in the customer's order list (the spec lists no membership
 * orders there): the member page shows it (GET /v1/member/order).
 */
export const MEMBERSHIP_ORDER_STATES = ['unpaid', 'paid', 'cancelled'] as const
export type MembershipOrderState = (typeof MEMBERSHIP_ORDER_STATES)[number]
export const MEMBERSHIP_ORDER_EVENTS = ['pay', 'expire'] as const
export type MembershipOrderEvent = (typeof MEMBERSHIP_ORDER_EVENTS)[number]

export const MEMBERSHIP_ORDER_TEXT: Readonly<Record<MembershipOrderState, string>> = {
  unpaid: '待支付',
  paid: '已支付',
  cancelled: '已取消'
}

export const membershipOrderMachine = defineMachine({
  name: 'member order',
  states: MEMBERSHIP_ORDER_STATES,
  events: MEMBERSHIP_ORDER_EVENTS,
  transitions: {
    unpaid: { pay: 'paid', expire: 'cancelled' },
    paid: {},
    cancelled: {}
  },
  text: MEMBERSHIP_ORDER_TEXT,
  eventText: { pay: '支付', expire: '逾時關閉' },
  refusals: { pay: { paid: '會員訂單已支付，請勿重複付款', '*': '會員訂單{state}，無法支付' } },
  refusal: '會員訂單{state}，無法{event}'
})

/** The order number's prefix of a membership order (the wire's `HY` + 16 digits). */
export const MEMBERSHIP_ORDER_PREFIX = 'HY'
