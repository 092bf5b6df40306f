import { defineMachine } from './fsm'
import type { Page } from './page'

/**
 * Points-mall exchanges (fulfilment 'points', issue 9): paid in honey points at once. A gift is picked up
 * at a chosen store with a pickup code (redeemed once by the store) or sent to an address; a coupon item
 * is issued at once. Cancelling an open exchange returns its points and stock exactly once.
 * A gift with a cash part waits 'unpaid' (points and stock held) until its order is paid at the cashier
 * (→ to_pickup / to_ship), cancelled or expired (→ cancelled: points, stock and any money back once).
 */
export const POINTS_ORDER_STATES = [
  'unpaid',
  'to_pickup',
  'to_ship',
  'shipped',
  'completed',
  'issued',
  'cancelled'
] as const
export type PointsOrderState = (typeof POINTS_ORDER_STATES)[number]

export const POINTS_ORDER_EVENTS = [
  'payForPickup',
  'payForDelivery',
  'expire',
  'pickUp',
  'ship',
  'receive',
  'cancel'
] as const
export type PointsOrderEvent = (typeof POINTS_ORDER_EVENTS)[number]

export const pointsOrderMachine = defineMachine({
  name: 'points order',
  states: POINTS_ORDER_STATES,
  events: POINTS_ORDER_EVENTS,
  transitions: {
    unpaid: {
      payForPickup: 'to_pickup',
      payForDelivery: 'to_ship',
      expire: 'cancelled',
      cancel: 'cancelled'
    },
    to_pickup: { pickUp: 'completed', cancel: 'cancelled' },
    to_ship: { ship: 'shipped', cancel: 'cancelled' },
    shipped: { receive: 'completed' },
    completed: {},
    issued: {},
    cancelled: {}
  },
  text: {
    unpaid: '待付款',
    to_pickup: '待自取',
    to_ship: '待發貨',
    shipped: '已發貨',
    completed: '已完成',
    issued: '已發放',
    cancelled: '已取消'
  },
  eventText: {
    payForPickup: '付款',
    payForDelivery: '付款',
    expire: '超時關閉',
    pickUp: '自取',
    ship: '發貨',
    receive: '收貨',
    cancel: '取消'
  },
  refusals: {
    cancel: { cancelled: '兌換已取消', '*': '兌換{state}，無法取消' },
    pickUp: { completed: '禮品已取貨', '*': '兌換{state}，無法取貨' }
  },
  refusal: '兌換{state}，無法{event}'
})

export type PointsMallWay = 'pickup' | 'delivery' | 'coupon'

/** The reason stored on a points exchange's cash order its customer cancelled (worded when read). */
export const POINTS_EXCHANGE_CANCEL_REASON = '取消積分兌換'

/**
 * The `orders` row of an exchange's cash part (fulfilment 'points'): paid at the cashier, then complete when
 * the gift is handed over or received (`handOver`); cancelled with the exchange (a paid one refunded). State
 * names and text are the delivery order's, so lists and the cashier read it the same.
 */
export const POINTS_CASH_STATES = ['unpaid', 'paid', 'completed', 'cancelled'] as const
export type PointsCashState = (typeof POINTS_CASH_STATES)[number]
export const POINTS_CASH_EVENTS = ['pay', 'cancel', 'expire', 'handOver'] as const
export type PointsCashEvent = (typeof POINTS_CASH_EVENTS)[number]

export const pointsCashOrderMachine = defineMachine({
  name: 'order',
  states: POINTS_CASH_STATES,
  events: POINTS_CASH_EVENTS,
  transitions: {
    unpaid: { pay: 'paid', cancel: 'cancelled', expire: 'cancelled' },
    paid: { handOver: 'completed', cancel: 'cancelled' },
    completed: {},
    cancelled: {}
  },
  text: { unpaid: '待付款', paid: '已付款', completed: '已完成', cancelled: '已取消' },
  eventText: { pay: '支付', cancel: '取消', expire: '逾時關閉', handOver: '交付' },
  refusals: { pay: { cancelled: '訂單已取消，無法支付', '*': '訂單已支付，請勿重複付款' } },
  refusal: '訂單{state}，無法{event}'
})

/** A shipped gift the user has not confirmed is received automatically this many days after shipping. */
export const PMALL_AUTO_RECEIVE_DAYS = 7

/** A coupon obtained by exchange: usable, used on an order, or past its validity. */
export type PointsMallCouponState = 'usable' | 'used' | 'expired'
export const POINTS_MALL_COUPON_STATE_TEXT: Readonly<Record<PointsMallCouponState, string>> = {
  usable: '可使用',
  used: '已使用',
  expired: '已過期'
}

export interface PointsMallItem {
  id: number
  kind: 'gift' | 'coupon'
  name: string
  description: string
  image: string
  points: number
  /** The cash part in avos (0: points only); paid through the normal cashier. */
  cash: number
  stock: number
  /** 0 = no limit. */
  perUser: number
  exchanged: number
  /** Coupon items: the coupon's value and threshold (avos). */
  coupon: { amount: number; threshold: number; days: number; mchId: number | null } | null
}

export interface PointsMallOrder {
  id: number
  itemId: number
  kind: 'gift' | 'coupon'
  name: string
  image: string
  qty: number
  points: number
  /** The cash part of the whole exchange (avos), 0 for points only. */
  cash: number
  /** The order paid at the cashier for the cash part (fulfilment 'points'), or null. */
  orderId: number | null
  /** Seconds: when an unpaid exchange closes; null once paid or without cash. */
  payDeadline: number | null
  status: PointsOrderState
  statusText: string
  way: PointsMallWay
  store: { id: number; name: string; address: string } | null
  address: { name: string; phone: string; address: string } | null
  couponId: number | null
  /** Coupon exchanges: the issued coupon (amount and threshold in avos, expiry in seconds) and its state. */
  coupon: {
    amount: number
    threshold: number
    expiresAt: number
    state: PointsMallCouponState
    stateText: string
  } | null
  /** The pickup code (8 digits, also the QR text) while the gift waits at the store. */
  pickupCode: string | null
  /**
   * Delivery exchanges: the store it ships from, the carrier and tracking number once shipped, when it was
   * shipped / received and when it is received automatically (seconds); null for other ways.
   */
  shipping: {
    storeName: string
    carrier: string | null
    trackingNo: string | null
    shippedAt: number | null
    receivedAt: number | null
    autoReceiveAt: number | null
  } | null
  canCancel: boolean
  /** Shipped and not yet received: the user may confirm receipt. */
  canReceive: boolean
  /** Seconds. */
  createdAt: number
}

export type PointsMallOrderPage = Page<PointsMallOrder>

/** The most one exchange may take of any item (the request schema's cap too). */
export const PMALL_MAX_QTY = 99

/**
 * What the per-user limit still allows of `item`, `had` being the user's open and completed exchanges of it
 * (PMALL_MAX_QTY when the item has no limit). The server refuses an exchange above it (LIMIT_EXCEEDED).
 */
export function pointsMallLimitLeft(item: Pick<PointsMallItem, 'perUser'>, had: number): number {
  return item.perUser > 0 ? Math.max(0, item.perUser - had) : PMALL_MAX_QTY
}

/**
 * The most of `item` one exchange may take: its stock, what is left of the per-user limit (`had` = the
 * user's open and completed exchanges of it) and what the balance pays for; 0 when none. At most PMALL_MAX_QTY.
 */
export function pointsMallMaxQty(
  item: Pick<PointsMallItem, 'points' | 'stock' | 'perUser'>,
  balance: number,
  had = 0
): number {
  const byPoints = item.points > 0 ? Math.floor(Math.max(0, balance) / item.points) : 0
  return Math.max(0, Math.min(PMALL_MAX_QTY, item.stock, pointsMallLimitLeft(item, had), byPoints))
}

/** What `qty` of `item` costs: points and cash (avos). The server charges exactly this. */
export function pointsMallPrice(
  item: Pick<PointsMallItem, 'points' | 'cash'>,
  qty: number
): { points: number; cash: number } {
  return { points: item.points * qty, cash: item.cash * qty }
}

/** What `qty` of `item` costs and the balance left after (the exchange page's summary). */
export function pointsMallCost(
  item: Pick<PointsMallItem, 'points' | 'cash'>,
  qty: number,
  balance: number
): { points: number; cash: number; balanceAfter: number } {
  const price = pointsMallPrice(item, qty)
  return { ...price, balanceAfter: balance - price.points }
}
