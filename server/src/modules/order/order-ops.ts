import { releaseCoupons } from '../coupon/coupon-service.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import { enqueueJob } from '../jobs/job-queue.js'
import { issuePickupCode, voidPickupCode } from '../pickup/pickup-service.js'
import type { OrderAddress } from '@lotus/contract/order'
import type { Fulfilment } from '@lotus/contract/order-kinds'
import type { Vertical } from '@lotus/contract/verticals'
import { notifyOrderEvent, type OrderNews } from './order-messages.js'
import { transition, type OrderEvent, type OrderState } from './order-state-machine.js'

export type { OrderAddress }

/** An order row as stored (times epoch ms). */
export interface OrderRow {
  id: number
  order_no: string
  user_id: number
  merchant_id: number
  vertical: Vertical
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
  /** an alcohol order: the rider checks the recipient's age at the door (issue 11) */
  age_check: boolean
  age_checked_at: number | null
  /** A self-pickup order collected at another store of its store's chain (issue 9); null = its own store. */
  pickup_store_id?: number | null
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
 * Group orders (vouchers, tickets, reservations) move only through the group module (`modules/group`): the
 * delivery calls (cancel, confirm, refund request, evaluate, the simulator) refuse them.
 */
export function refuseGroupOrder(o: Pick<OrderRow, 'vertical'> & { fulfilment?: Fulfilment }): void {
  if (o.vertical === 'group') throw new AppError(ErrorCode.ORDER_STATE, '團購訂單請在團購訂單頁操作')
  // Points-mall exchanges (the cash part of a gift) move only through the points mall (modules/points-mall).
  if (o.fulfilment === 'points') throw new AppError(ErrorCode.ORDER_STATE, '積分兌換訂單請在兌換詳情頁操作')
}

const EVENT_TIME_COLUMN: Partial<Record<OrderEvent, string>> = {
  pay: 'paid_at',
  accept: 'accepted_at',
  dispatch: 'dispatched_at',
  deliver: 'delivered_at',
  verifyAge: 'delivered_at',
  confirm: 'completed_at',
  autoConfirm: 'completed_at',
  cancel: 'cancelled_at',
  expire: 'cancelled_at',
  pickUp: 'completed_at'
}

export const EVENT_TITLE: Readonly<Record<OrderEvent, string>> = {
  pay: '支付成功',
  cancel: '訂單已取消',
  expire: '超時未支付，訂單已自動取消',
  accept: '商家已接單',
  dispatch: '騎手已取餐，配送中',
  deliver: '訂單已送達',
  arriveForAgeCheck: '騎手已到達，核實收貨人年齡',
  verifyAge: '已核實收貨人年滿 18 歲，訂單已送達',
  confirm: '已確認收貨',
  autoConfirm: '系統已自動確認收貨',
  requestRefund: '已申請退款',
  approveRefund: '退款成功',
  rejectRefund: '退款被拒',
  prepare: '商品已備妥，請憑取貨碼到店取貨',
  pickUp: '已到店取貨，訂單完成'
}

/** The pickup code of an order is the code of this ref (`modules/pickup`); the store's redeem completes it. */
export const orderPickupRef = (orderId: number) => `order:${orderId}`

/** The events the owner gets an order message for (refunds: `returnMoney`, whenever money goes back). */
const EVENT_NEWS: Partial<Record<OrderEvent, OrderNews>> = {
  pay: 'paid',
  dispatch: 'dispatched',
  deliver: 'delivered',
  verifyAge: 'delivered',
  autoConfirm: 'completed'
}

/**
 * Moves a locked order through the state machine (ORDER_STATE when the table forbids it), stamps the event's
 * time column and any extra columns, and appends the timeline entry. Use inside the transaction that locked it.
 */
export async function applyEvent(
  t: Db,
  order: OrderRow,
  event: OrderEvent,
  now: number,
  extra: { note?: string | null; set?: Record<string, unknown> } = {}
): Promise<OrderRow> {
  const to = transition(order.fulfilment, order.status, event)
  const sets: string[] = ['status = $3', 'updated_at = $4']
  const params: unknown[] = [order.id, order.status, to, now]
  const timeCol = EVENT_TIME_COLUMN[event]
  if (timeCol) sets.push(`${timeCol} = $4`)
  for (const [col, value] of Object.entries(extra.set ?? {})) {
    params.push(value)
    sets.push(`${col} = $${params.length}`)
  }
  const row = await t.one<OrderRow>(
    `UPDATE orders SET ${sets.join(', ')} WHERE id = $1 AND status = $2 RETURNING *`,
    params
  )
  if (!row) throw new Error(`order ${order.id} changed state under its lock`)
  // Enqueued in the transaction that delivers, so the auto-confirm exists exactly when the delivery does.
  if (to === 'delivered') {
    await enqueueJob(
      t,
      {
        kind: ORDER_JOB.autoConfirm,
        runAt: now + AUTO_CONFIRM_AFTER_MS,
        key: String(order.id),
        payload: { orderId: order.id }
      },
      now
    )
  }
  // A self-pickup order gets its code when paid (at its store); cancel and refund make the code useless.
  if (order.fulfilment === 'pickup') {
    if (to === 'paid') {
      await issuePickupCode(
        t,
        // At the chosen store of the chain, else the order's own: only that store's redeem can use it.
        {
          merchantId: order.pickup_store_id ?? order.merchant_id,
          userId: order.user_id,
          ref: orderPickupRef(order.id)
        },
        now
      )
    } else if (to === 'cancelled' || to === 'refunded') {
      await voidPickupCode(t, orderPickupRef(order.id), now)
    }
  }
  await t.query('INSERT INTO order_events (order_id, status, title, note, at) VALUES ($1, $2, $3, $4, $5)', [
    order.id,
    to,
    event === 'pay' && order.fulfilment === 'pickup' ? '支付成功，取貨碼已發出' : EVENT_TITLE[event],
    extra.note ?? null,
    now
  ])
  const news = EVENT_NEWS[event]
  if (news) await notifyOrderEvent(t, row, news, now)
  return row
}

/**
 * Gives back what an order held before the merchant accepted it: stock (once — `stock_returned`) and its
 * coupons / red envelope. Refunds after acceptance do not call this: the goods were made.
 */
export async function returnHeld(t: Db, order: OrderRow, now: number): Promise<void> {
  if (!order.stock_returned) {
    const items = await t.many<{ goods_id: number; n: number }>(
      'SELECT goods_id, SUM(item_count)::int AS n FROM order_items WHERE order_id = $1 GROUP BY goods_id ORDER BY goods_id',
      [order.id]
    )
    for (const it of items) {
      await t.query('UPDATE goods SET stock = stock + $2 WHERE id = $1', [it.goods_id, it.n])
    }
    await t.query('UPDATE orders SET stock_returned = true WHERE id = $1', [order.id])
  }
  await releaseCoupons(t, order.id, Math.floor(now / 1000))
}
