import { transition } from '@lotus/contract/fsm'
import type { OrderMessageKey } from '@lotus/contract/server-words'
import {
  PMALL_AUTO_RECEIVE_DAYS,
  pointsOrderMachine,
  POINTS_MALL_COUPON_STATE_TEXT,
  type PointsMallCouponState,
  type PointsMallItem,
  type PointsMallOrder,
  type PointsMallWay,
  type PointsOrderState
} from '@lotus/contract/order-points'
import { type Clock, toSeconds } from '../../../clock.js'
import type { Db } from '../../../db/db.js'
import { AppError, ErrorCode } from '../../../errors.js'
import { notifyOrder } from '../../inbox/messages.js'
import type { JobQueue } from '../../jobs/job-queue.js'
import type { OrderLifecycle } from '../../order/move.js'
import type { OrderService } from '../../order/order-service.js'
import type { PickupService } from '../../pickup/pickup-service.js'
import type { PointsService } from '../../points/points-service.js'

/** What the points-mall operations share: rows, their wire views, messages and the exchange machine. */
export const DAY_MS = 86_400_000

/** The job that receives a shipped gift the user did not confirm (key: the exchange id). */
export const PMALL_AUTO_RECEIVE_JOB = 'pmall.autoReceive'
export const AUTO_RECEIVE_AFTER_MS = PMALL_AUTO_RECEIVE_DAYS * DAY_MS

export interface ItemRow {
  id: number
  kind: 'gift' | 'coupon'
  name: string
  description: string
  points: number
  cash: number
  stock: number
  per_user: number
  exchanged: number
  coupon_amount: number | null
  coupon_threshold: number | null
  coupon_days: number | null
  coupon_merchant_id: number | null
  on_sale: boolean
  /** the operators' photo (issue 38), or null */
  image: string | null
}

export interface OrderRow {
  id: number
  user_id: number
  item_id: number
  kind: 'gift' | 'coupon'
  name: string
  qty: number
  points: number
  cash: number
  order_id: number | null
  pay_deadline: number | null
  status: PointsOrderState
  way: PointsMallWay
  store_id: number | null
  store_name: string | null
  store_address: string | null
  address: { name: string; phone: string; address: string } | null
  coupon_id: number | null
  coupon_amount: number | null
  coupon_threshold: number | null
  coupon_status: 'usable' | 'used' | null
  coupon_expires_at: number | null
  pickup_code: string | null
  ship_store_id: number | null
  ship_store_name: string | null
  carrier: string | null
  tracking_no: string | null
  shipped_at: number | null
  received_at: number | null
  created_at: number
}

export const ORDER_SELECT = `
  SELECT o.*, m.name AS store_name, m.address AS store_address, po.pay_deadline,
         (SELECT sm.name FROM merchants sm WHERE sm.id = o.ship_store_id) AS ship_store_name,
         c.amount AS coupon_amount, c.threshold AS coupon_threshold, c.status AS coupon_status,
         c.expires_at AS coupon_expires_at,
         (SELECT p.code FROM pickup_codes p WHERE p.ref = 'pmall:' || o.id AND p.redeemed_at IS NULL
            AND p.voided_at IS NULL) AS pickup_code
  FROM pmall_orders o LEFT JOIN merchants m ON m.id = o.store_id LEFT JOIN orders po ON po.id = o.order_id
  LEFT JOIN coupons c ON c.id = o.coupon_id`

export const toItem = (r: ItemRow): PointsMallItem => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  description: r.description,
  // the operators' photo (issue 38), else the drawn artwork
  image: r.image ?? `/api/img/gift/${r.id}.svg`,
  points: r.points,
  cash: r.cash,
  stock: r.stock,
  perUser: r.per_user,
  exchanged: r.exchanged,
  coupon:
    r.kind === 'coupon'
      ? {
          amount: r.coupon_amount ?? 0,
          threshold: r.coupon_threshold ?? 0,
          days: r.coupon_days ?? 0,
          mchId: r.coupon_merchant_id
        }
      : null
})

export const couponState = (r: OrderRow, now: number): PointsMallCouponState =>
  r.coupon_status === 'used' ? 'used' : Number(r.coupon_expires_at) <= now ? 'expired' : 'usable'

export const toOrder = (r: OrderRow, now: number): PointsMallOrder => ({
  id: r.id,
  itemId: r.item_id,
  kind: r.kind,
  name: r.name,
  image: `/api/img/gift/${r.item_id}.svg`,
  qty: r.qty,
  points: r.points,
  cash: r.cash,
  orderId: r.order_id,
  payDeadline: r.status === 'unpaid' && r.pay_deadline !== null ? toSeconds(Number(r.pay_deadline)) : null,
  status: r.status,
  statusText: pointsOrderMachine.text[r.status],
  way: r.way,
  store: r.store_id ? { id: r.store_id, name: r.store_name ?? '', address: r.store_address ?? '' } : null,
  address: r.address,
  couponId: r.coupon_id,
  coupon:
    r.coupon_id === null
      ? null
      : {
          amount: Number(r.coupon_amount),
          threshold: Number(r.coupon_threshold),
          expiresAt: toSeconds(Number(r.coupon_expires_at)),
          state: couponState(r, now),
          stateText: POINTS_MALL_COUPON_STATE_TEXT[couponState(r, now)]
        },
  pickupCode: r.status === 'to_pickup' ? r.pickup_code : null,
  shipping:
    r.way === 'delivery'
      ? {
          storeName: r.ship_store_name ?? '',
          carrier: r.carrier,
          trackingNo: r.tracking_no,
          shippedAt: r.shipped_at === null ? null : toSeconds(Number(r.shipped_at)),
          receivedAt: r.received_at === null ? null : toSeconds(Number(r.received_at)),
          autoReceiveAt:
            r.status === 'shipped' && r.shipped_at !== null
              ? toSeconds(Number(r.shipped_at) + AUTO_RECEIVE_AFTER_MS)
              : null
        }
      : null,
  canCancel: pointsOrderMachine.transitions[r.status].cancel !== undefined,
  canReceive: r.status === 'shipped',
  createdAt: toSeconds(Number(r.created_at))
})

export type PointsOrderEvent = (typeof pointsOrderMachine.events)[number]

/** What the user hears about an exchange in the message centre (訂單消息). */
export type ExchangeNews =
  'issued' | 'to_pickup' | 'to_ship' | 'shipped' | 'received' | 'completed' | 'cancelled' | 'expired'

export const EXCHANGE_TEXT: Record<ExchangeNews, (what: string) => { title: string; body: string }> = {
  issued: (w) => ({ title: '兌換成功', body: `積分商城：${w} 已兌換，優惠券已放入卡包。` }),
  to_pickup: (w) => ({ title: '兌換成功，待自取', body: `積分商城：${w} 已兌換，請憑取貨碼到門店自取。` }),
  to_ship: (w) => ({ title: '兌換成功，待發貨', body: `積分商城：${w} 已兌換，我們將盡快發貨。` }),
  shipped: (w) => ({ title: '兌換已發貨', body: `積分商城：${w} 已發貨，請留意收貨。` }),
  received: (w) => ({ title: '兌換已完成', body: `積分商城：${w} 已確認收貨，兌換完成。` }),
  completed: (w) => ({ title: '兌換已完成', body: `積分商城：${w} 已到店取貨，兌換完成。` }),
  cancelled: (w) => ({ title: '兌換已取消', body: `積分商城：${w} 的兌換已取消，蜂蜜已退回。` }),
  expired: (w) => ({ title: '兌換已關閉', body: `積分商城：${w} 超時未付款，兌換已關閉，蜂蜜已退回。` })
}

const EXCHANGE_KEY: Readonly<Record<ExchangeNews, OrderMessageKey>> = {
  issued: 'exchangeIssued',
  to_pickup: 'exchangeToPickup',
  to_ship: 'exchangeToShip',
  shipped: 'exchangeShipped',
  received: 'exchangeReceived',
  completed: 'exchangeCompleted',
  cancelled: 'exchangeCancelled',
  expired: 'exchangeExpired'
}

/**
 * The order message of an exchange's state change (issue 12), written in that change's transaction. The cash
 * part's own events (paid, refunded) come from its order; order_id names that order when there is one.
 */
export async function notifyExchange(
  t: Db,
  o: { user_id: number; order_id: number | null; name: string; qty: number },
  news: ExchangeNews,
  now: number
): Promise<void> {
  await notifyOrder(t, {
    userId: o.user_id,
    orderId: o.order_id,
    now,
    ...EXCHANGE_TEXT[news](`${o.name} ×${o.qty}`),
    key: EXCHANGE_KEY[news],
    values: { what: `${o.name} ×${o.qty}` }
  })
}

export const step = (state: PointsOrderState, event: PointsOrderEvent): PointsOrderState => {
  const r = transition(pointsOrderMachine, state, event)
  if (!r.ok) throw new AppError(ErrorCode.ORDER_STATE, r.refusal.message)
  return r.to
}

/** What every points-mall operation is built over. */
export interface MallContext {
  db: Db
  clock: Clock
  points: PointsService
  pickup: PickupService
  /** For gifts with a cash part: the order paid at the cashier moves the exchange (payment, expiry). */
  orders?: OrderService | undefined
  /** The orders' mover and its hooks (payment and expiry of the cash part move the exchange). */
  lifecycle?: OrderLifecycle | undefined
  /** Runs the auto-receive of shipped gifts. */
  jobs?: JobQueue | undefined
}

/** The orders' mover (a cash order's moves); a mall built without it cannot move one. */
export function mover(ctx: MallContext): OrderLifecycle {
  if (!ctx.lifecycle) throw new Error('points mall built without the order lifecycle')
  return ctx.lifecycle
}
