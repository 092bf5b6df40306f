import { releaseCoupons } from '../coupon/coupon-service.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import type { OrderAddress } from '@lotus/contract/order'
import type { Fulfilment } from '@lotus/contract/order-kinds'
import type { OrderVertical, Vertical } from '@lotus/contract/verticals'
import type { OrderState } from './order-state-machine.js'

export type { OrderAddress }

/** An order row as stored (times epoch ms). */
export interface OrderRow {
  id: number
  order_no: string
  user_id: number
  /** null only for a god-member plan (fulfilment 'membership'), which has no shop */
  merchant_id: number | null
  vertical: OrderVertical
  fulfilment: Fulfilment
  client_key: string
  request_hash: string
  status: OrderState
  goods_amount: number
  pack_fee: number
  delivery_fee: number
  total: number
  fee_lines: Array<{ label: string; amount: number }>
  address: OrderAddress
  remark: string
  tableware: number | null
  delivery_time: number | null
  coupon_id: number | null
  red_envelope_id: number | null
  distance_m: number | null
  item_count: number
  pay_method: 'wallet' | 'online' | 'shopCard' | null
  paid_at: number | null
  pay_deadline: number
  accepted_at: number | null
  dispatched_at: number | null
  delivered_at: number | null
  completed_at: number | null
  cancelled_at: number | null
  cancel_reason: string | null
  stock_returned: boolean
  refund_requests: number
  evaluated: boolean
  comment_id: number | null
  rider: { name: string; phone: string } | null
  /** The staff account (role rider) that took it (migration 160); null until taken or when simulated. */
  rider_id?: number | null
  /** an alcohol order: the rider checks the recipient's age at the door (issue 11) */
  age_check: boolean
  age_checked_at: number | null
  /** A self-pickup order collected at another store of its store's chain (issue 9); null = its own store. */
  pickup_store_id?: number | null
  /** the shop's preparation estimate in minutes, given at accept (the board) */
  prep_minutes?: number | null
  ready_at?: number | null
  created_at: number
  updated_at: number
}

/** Unpaid orders close this long after they are created. */
export const PAY_WINDOW_MS = 15 * 60_000
/** A delivered order the buyer has not confirmed is confirmed by the system this long after delivery. */
export const AUTO_CONFIRM_AFTER_MS = 24 * 3600_000

/** Durable job kinds (modules/jobs), keyed by order id so each order has at most one of each. */
export const ORDER_JOB = {
  /** Closes an unpaid order at its payment deadline (reads close it too, as a safety net). */
  expireUnpaid: 'order.expireUnpaid',
  /** Confirms a delivered order AUTO_CONFIRM_AFTER_MS after delivery. */
  autoConfirm: 'order.autoConfirm'
} as const

/** The user's order locked for update; another user's order is NOT_FOUND, exactly like a missing one. */
export async function lockOrder(t: Db, userId: number | null, orderId: number): Promise<OrderRow> {
  const row = await t.one<OrderRow>(
    'SELECT * FROM orders WHERE id = $1 AND ($2::int IS NULL OR user_id = $2) FOR UPDATE',
    [orderId, userId]
  )
  if (!row) throw orderNotFound()
  return row
}

export const orderNotFound = () => notFound('找不到訂單')

/**
 * The shop of a shop's order. Only a god-member plan (fulfilment 'membership') has none, and it never reaches
 * a shop's reader (they join `merchants` or filter by shop): there it answers like a missing order.
 */
export function shopOf(o: Pick<OrderRow, 'merchant_id'>): number {
  if (o.merchant_id === null) throw orderNotFound()
  return o.merchant_id
}

/** The vertical of a shop's order (a membership order answers like a missing one). */
export function verticalOf(o: Pick<OrderRow, 'vertical'>): Vertical {
  if (o.vertical === 'member') throw orderNotFound()
  return o.vertical
}

/**
 * Group orders (vouchers, tickets, reservations) move only through the group module (`modules/group`): the
 * delivery calls (cancel, confirm, refund request, evaluate, the simulator) refuse them.
 */
export function refuseGroupOrder(o: Pick<OrderRow, 'vertical'> & { fulfilment?: Fulfilment }): void {
  if (o.vertical === 'group') throw new AppError(ErrorCode.ORDER_STATE, '團購訂單請在團購訂單頁操作')
  // Points-mall exchanges (the cash part of a gift) move only through the points mall (modules/points-mall).
  if (o.fulfilment === 'points') throw new AppError(ErrorCode.ORDER_STATE, '積分兌換訂單請在兌換詳情頁操作')
}

/** The pickup code of an order is the code of this ref (`modules/pickup`); the store's redeem completes it. */
export const orderPickupRef = (orderId: number) => `order:${orderId}`

/**
 * Gives back what an order held before the merchant accepted it: stock (once — `stock_returned`) and its
 * coupons / red envelope. Refunds after acceptance do not call this: the goods were made.
 */
export async function returnHeld(t: Db, order: OrderRow, now: number): Promise<void> {
  if (!order.stock_returned) {
    const items = await t.many<{ goods_id: number; n: number }>(
      // a SKU's line returns the SKU's stock (product_id), any other line its goods'
      `SELECT COALESCE(product_id, goods_id) AS goods_id, SUM(item_count)::int AS n FROM order_items
       WHERE order_id = $1 GROUP BY 1 ORDER BY 1`,
      [order.id]
    )
    for (const it of items) {
      await t.query('UPDATE goods SET stock = stock + $2 WHERE id = $1', [it.goods_id, it.n])
    }
    await t.query('UPDATE orders SET stock_returned = true WHERE id = $1', [order.id])
  }
  await releaseCoupons(t, order.id, Math.floor(now / 1000))
}
