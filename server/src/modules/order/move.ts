import type { OrderActor } from '@lotus/contract/order-actor'
import { isGroceryVertical } from '@lotus/contract/board'
import type { Fulfilment } from '@lotus/contract/order-kinds'
import type { NoteValues, PhraseValues, TimelineKey, TimelineNoteKey } from '@lotus/contract/server-words'
import { afterCommit } from '../../db/after-commit.js'
import type { Db, Statement } from '../../db/db.js'
import { enqueueJob } from '../jobs/job-queue.js'
import { notifyOrderEvent, type OrderNews } from './order-messages.js'
import {
  createOrderHooks,
  type OrderHook,
  type OrderHooks,
  type OrderMatch,
  type OrderMoment
} from './order-hooks.js'
import { AUTO_CONFIRM_AFTER_MS, ORDER_JOB, type OrderRow } from './order-ops.js'
import { transition, type OrderEvent } from './order-state-machine.js'

/** The columns a move may stamp beside the status (the event's own time column is stamped for it). */
export interface MoveColumns {
  pay_method?: 'wallet' | 'online' | 'shopCard'
  cancel_reason?: string
  /** JSON text of `{ name, phone }` */
  rider?: string
  /** the rider's staff account (a rider takes the delivery: modules/rider) */
  rider_id?: number
  age_checked_at?: number
  refund_requests?: number
  /** the shop's preparation estimate at accept (the board) */
  prep_minutes?: number
}

/** Told after the commit of every move (the board's news); never inside the transaction. */
export type MovedListener = (order: OrderRow, event: OrderEvent, actor: OrderActor) => void

export interface MoveOptions {
  /** Epoch ms of the move (the injected clock's now). */
  at: number
  /** Why the actor moved it (a cancel's reason, a refund's reason, a rejection's note); kept on the event. */
  reason?: string | null
  /** The timeline's note under the title (default: none). */
  note?: string | null
  /** That note's phrase (contract/server-words.ts `stepNote`), worded in the reader's language when read. */
  noteKey?: TimelineNoteKey
  noteValues?: NoteValues
  /** The timeline's title when the kind's default does not fit (a gift handed over at the store). */
  title?: string
  /** That title's phrase (contract/server-words.ts), worded in the reader's language when read. */
  titleKey?: TimelineKey
  titleValues?: PhraseValues
  set?: MoveColumns
}

const EVENT_TIME_COLUMN: Partial<Record<OrderEvent, keyof OrderRow>> = {
  pay: 'paid_at',
  accept: 'accepted_at',
  markReady: 'ready_at',
  prepare: 'ready_at',
  dispatch: 'dispatched_at',
  deliver: 'delivered_at',
  verifyAge: 'delivered_at',
  confirm: 'completed_at',
  autoConfirm: 'completed_at',
  cancel: 'cancelled_at',
  reject: 'cancelled_at',
  timeout: 'cancelled_at',
  handoverRefused: 'cancelled_at',
  expire: 'cancelled_at',
  pickUp: 'completed_at',
  use: 'completed_at',
  handOver: 'completed_at'
}

export const EVENT_TITLE: Readonly<Record<OrderEvent, string>> = {
  pay: '支付成功',
  cancel: '訂單已取消',
  expire: '超時未支付，訂單已自動取消',
  accept: '商家已接單',
  reject: '商家未能接單，訂單已取消，款項原路退回',
  timeout: '商家未及時接單，訂單已自動取消，款項原路退回',
  markReady: '商家已出餐，等待騎手取餐',
  assignRider: '騎手已接單，正前往商家',
  dispatch: '騎手已取餐，配送中',
  deliver: '訂單已送達',
  arriveForAgeCheck: '騎手已到達，核實收貨人年齡',
  verifyAge: '已核實收貨人年滿 18 歲，訂單已送達',
  handoverRefused: '收件人未能出示年滿18歲證明，訂單已取消，款項原路退回',
  confirm: '已確認收貨',
  autoConfirm: '系統已自動確認收貨',
  requestRefund: '已申請退款',
  approveRefund: '退款成功',
  rejectRefund: '退款被拒',
  overruleRefund: '平台同意退款，款項原路退回',
  requestLineRefund: '已申請部分商品退款',
  approveLineRefund: '部分退款成功',
  rejectLineRefund: '部分退款被拒',
  refundLastLines: '餘下商品已退款，訂單已全部退款',
  prepare: '商品已備妥，請憑取貨碼到店取貨',
  pickUp: '已到店取貨，訂單完成',
  use: '券碼已全部使用或退款',
  refundAll: '已全部退款',
  handOver: '訂單已完成'
}

/** A kind's own title of an event (a pickup order's payment also issues its code: market/pickup-orders.ts). */
const KIND_TITLE: Partial<Record<Fulfilment, Partial<Record<OrderEvent, [string, TimelineKey]>>>> = {
  pickup: { pay: ['支付成功，取貨碼已發出', 'pickupPay'] }
}

/** A grocery delivery's own titles (goods are packed, not cooked): the supermarket and the general store. */
const GROCERY_TITLE: Partial<Record<OrderEvent, [string, TimelineKey]>> = {
  markReady: ['商家已備妥商品，等待騎手取貨', 'groceryMarkReady'],
  assignRider: ['騎手已接單，正前往商家取貨', 'groceryAssignRider'],
  dispatch: ['騎手已取貨，配送中', 'groceryDispatch']
}

/** The title of `event` for `order` (its kind's or its vertical's own first) and its phrase's key. */
function defaultTitle(order: OrderRow, event: OrderEvent): [string, TimelineKey] {
  return (
    KIND_TITLE[order.fulfilment]?.[event] ??
    (order.fulfilment === 'delivery' && isGroceryVertical(order.vertical)
      ? GROCERY_TITLE[event]
      : undefined) ?? [EVENT_TITLE[event], event]
  )
}

/** The events the owner gets an order message for (refunds: `returnMoney`, whenever money goes back). */
const EVENT_NEWS: Partial<Record<OrderEvent, OrderNews>> = {
  pay: 'paid',
  dispatch: 'dispatched',
  deliver: 'delivered',
  verifyAge: 'delivered',
  autoConfirm: 'completed',
  use: 'completed'
}

/** The moment a vertical hears of (order-hooks.ts), by event. */
const EVENT_MOMENT: Partial<Record<OrderEvent, OrderMoment>> = {
  pay: 'paid',
  cancel: 'cancelled',
  reject: 'cancelled',
  timeout: 'cancelled',
  handoverRefused: 'cancelled',
  expire: 'expired',
  approveRefund: 'refunded',
  overruleRefund: 'refunded',
  refundAll: 'refunded',
  refundLastLines: 'refunded'
}

export interface TimelineEntry {
  orderId: number
  /** The order's status after the entry. */
  status: string
  title: string
  /** The title's phrase (contract/server-words.ts) and its values; none: the title is read as written. */
  titleKey?: TimelineKey | null
  titleValues?: PhraseValues | null
  note?: string | null
  /** The note's phrase and its values; none: the note is read as written (content, or typed by a person). */
  noteKey?: TimelineNoteKey | null
  noteValues?: NoteValues | null
  reason?: string | null
  actor: OrderActor
  at: number
}

const INSERT_EVENT = `INSERT INTO order_events (order_id, status, title, note, reason, actor_type, actor_id, actor_name, at,
    title_key, title_values, note_key, note_values)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`

/** One timeline row as a statement (for a batch); only the order module writes `order_events`. */
export function timelineStatement(e: TimelineEntry): Statement {
  return [
    INSERT_EVENT,
    [
      e.orderId,
      e.status,
      e.title,
      e.note ?? null,
      e.reason ?? null,
      e.actor.type,
      e.actor.id === undefined ? null : String(e.actor.id),
      e.actor.name ?? null,
      e.at,
      e.titleKey ?? null,
      e.titleValues ? JSON.stringify(e.titleValues) : null,
      e.noteKey ?? null,
      e.noteKey && e.noteValues ? JSON.stringify(e.noteValues) : null
    ]
  ]
}

export async function recordTimeline(t: Db, e: TimelineEntry): Promise<void> {
  const [text, params] = timelineStatement(e)
  await t.query(text, params)
}

/**
 * Moves a locked order through its kind's machine (ORDER_STATE, in the machine's words, when the table
 * forbids it), stamps the event's time column and `set`, appends the timeline entry with its actor and
 * reason, and runs what follows from the new state: the auto-confirm job of a delivery, the owner's message,
 * the verticals' hooks. Use inside the transaction that locked the order; returns the row after the move.
 */
async function moveOrder(
  hooks: OrderHooks,
  moved: readonly MovedListener[],
  t: Db,
  order: OrderRow,
  event: OrderEvent,
  actor: OrderActor,
  opts: MoveOptions
): Promise<OrderRow> {
  const to = transition(order.fulfilment, order.status, event)
  const now = opts.at
  const sets: string[] = ['status = $3', 'updated_at = $4']
  const params: unknown[] = [order.id, order.status, to, now]
  const timeCol = EVENT_TIME_COLUMN[event]
  if (timeCol) sets.push(`${timeCol} = $4`)
  for (const [col, value] of Object.entries(opts.set ?? {})) {
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
  const [title, titleKey] =
    opts.title === undefined ? defaultTitle(order, event) : [opts.title, opts.titleKey ?? null]
  await recordTimeline(t, {
    orderId: order.id,
    status: to,
    title,
    titleKey,
    titleValues: opts.title === undefined ? null : (opts.titleValues ?? null),
    note: opts.note ?? null,
    noteKey: opts.noteKey ?? null,
    noteValues: opts.noteValues ?? null,
    reason: opts.reason ?? null,
    actor,
    at: now
  })
  // a god-member plan has no shop to name: the member page shows its payment
  const news = order.fulfilment === 'membership' ? undefined : EVENT_NEWS[event]
  if (news) await notifyOrderEvent(t, row, news, now)
  const moment = EVENT_MOMENT[event]
  if (moment) await hooks.fire(moment, t, row, now, actor)
  if (moved.length > 0) afterCommit(t, () => moved.forEach((m) => m(row, event, actor)))
  return row
}

/**
 * The orders' lifecycle: `move` is the only writer of an order's status and of its timeline's state changes;
 * verticals register what else happens at a moment (`on`). Built once per service set (services.ts).
 */
export function createOrderLifecycle() {
  const hooks = createOrderHooks()
  const moved: MovedListener[] = []

  /** Moves a locked order (see `moveOrder`), running the hooks registered here. */
  const move = (t: Db, order: OrderRow, event: OrderEvent, actor: OrderActor, opts: MoveOptions) =>
    moveOrder(hooks, moved, t, order, event, actor, opts)

  return {
    move,
    /** Runs `hook` in the transaction of every move of a matching order to `moment`. */
    on(moment: OrderMoment, match: OrderMatch, hook: OrderHook): void {
      hooks.on(moment, match, hook)
    },
    /** Hears of every move once its transaction has committed (a transaction of `withAfterCommit`). */
    onMoved(listener: MovedListener): void {
      moved.push(listener)
    }
  }
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>
export type MoveOrder = OrderLifecycle['move']
