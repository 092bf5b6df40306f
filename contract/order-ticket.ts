import { defineMachine } from './fsm'
import { groupOrderMachineNamed } from './order-voucher'

/** A film ticket order: seats held while unpaid, sold once paid, released on lapse or cancel. */
export const ticketOrderMachine = groupOrderMachineNamed('ticket', '待觀影')

/** One seat at a showtime. */
export const SEAT_STATES = ['free', 'held', 'sold'] as const
export const SEAT_EVENTS = ['hold', 'pay', 'lapse', 'cancel', 'refund'] as const
export const seatMachine = defineMachine({
  name: 'seat',
  states: SEAT_STATES,
  events: SEAT_EVENTS,
  transitions: {
    free: { hold: 'held' },
    held: { pay: 'sold', lapse: 'free', cancel: 'free' },
    // a ticket refunded before the cut-off (TICKET_REFUND_CUTOFF_MS) frees its seat for sale
    sold: { refund: 'free' }
  },
  text: { free: '可選', held: '已鎖定', sold: '已售' },
  eventText: { hold: '選座', pay: '支付', lapse: '逾時釋放', cancel: '取消', refund: '退票' },
  refusals: { hold: '座位已被選，請選擇其他座位' },
  refusal: '座位{state}，無法{event}'
})
