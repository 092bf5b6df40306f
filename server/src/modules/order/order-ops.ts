import { releaseCoupons } from '../coupon/coupon-service.js'
import type { Db } from '../../db/db.js'
import { notFound } from '../../errors.js'
import type { OrderAddress } from '@lotus/contract/order'
import type { Fulfilment } from '@lotus/contract/order-kinds'
import type { Vertical } from '@lotus/contract/verticals'
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
  pay_method: 'wallet' | 'online' | null
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
  created_at: number
  updated_at: number
}

/** Unpaid orders close this long after they are created. */
export const PAY_WINDOW_MS = 15 * 60_000

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

const EVENT_TIME_COLUMN: Partial<Record<OrderEvent, string>> = {
  pay: 'paid_at',
  accept: 'accepted_at',
  dispatch: 'dispatched_at',
  deliver: 'delivered_at',
  confirm: 'completed_at',
  autoConfirm: 'completed_at',
  cancel: 'cancelled_at',
  expire: 'cancelled_at'
}

export const EVENT_TITLE: Readonly<Record<OrderEvent, string>> = {
  pay: '支付成功',
  cancel: '訂單已取消',
  expire: '超時未支付，訂單已自動取消',
  accept: '商家已接單',
  dispatch: '騎手已取餐，配送中',
  deliver: '訂單已送達',
  confirm: '已確認收貨',
  autoConfirm: '系統已自動確認收貨',
  requestRefund: '已申請退款',
  approveRefund: '退款成功',
  rejectRefund: '退款被拒'
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
  const to = transition(order.status, event)
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
  await t.query('INSERT INTO order_events (order_id, status, title, note, at) VALUES ($1, $2, $3, $4, $5)', [
    order.id,
    to,
    EVENT_TITLE[event],
    extra.note ?? null,
    now
  ])
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
