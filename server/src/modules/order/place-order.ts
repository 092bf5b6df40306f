import type { OrderActor } from '@lotus/contract/order-actor'
import type { OrderAddress } from '@lotus/contract/order'
import type { Fulfilment } from '@lotus/contract/order-kinds'
import type { NoteValues, TimelineNoteKey } from '@lotus/contract/server-words'
import { machineFor } from '@lotus/contract/order-machines'
import type { OrderVertical } from '@lotus/contract/verticals'
import { macauDate } from '../../clock.js'
import type { Db, Statement } from '../../db/db.js'
import { AppError, ErrorCode, unauthorized } from '../../errors.js'
import { enqueueJobStatement } from '../jobs/job-queue.js'
import { timelineStatement } from './move.js'
import { ORDER_JOB, PAY_WINDOW_MS } from './order-ops.js'
import { refuseUnlistedShop } from './shop-standing.js'

/** Human-readable order number: Macau date + 8 digits, unique (a bijection of the sequence mod 10^8). */
export function orderNumber(seq: number, nowMs: number): string {
  const scrambled = (seq * 48271 + 12345) % 100_000_000
  return `${macauDate(nowMs).replaceAll('-', '')}${String(scrambled).padStart(8, '0')}`
}

/** One line of an order, priced (avos). */
export interface DraftLine {
  /** The goods (or showtime, slot, deal) the line is for. */
  goodsId: number
  /** The SKU sold, when it is not the goods itself (a takeaway goods with 規格): its stock is the one held. */
  productId?: number | null
  name: string
  image: string
  props?: unknown[]
  itemCount: number
  unitPrice: number
  amount: number
}

/** A vertical's priced order, ready to insert: the order module adds number, status, first event and window. */
export interface PricedDraft {
  /** null only for an order without a shop: a god-member plan (fulfilment 'membership'). */
  merchantId: number | null
  vertical: OrderVertical
  fulfilment: Fulfilment
  goodsAmount: number
  packFee?: number
  deliveryFee?: number
  total: number
  feeLines: Array<{ label: string; amount: number }>
  address: OrderAddress | Record<string, unknown>
  remark?: string
  tableware?: number | null
  /** Epoch ms of a booked delivery. */
  deliveryTime?: number | null
  couponId?: number | null
  redEnvelopeId?: number | null
  distanceM?: number | null
  ageCheck?: boolean
  /** Nothing held to give back on cancel (no stock taken). */
  stockReturned?: boolean
  /** A self-pickup order collected at another store of its chain. */
  pickupStoreId?: number | null
  lines: DraftLine[]
  /** Default: the lines' counts. */
  itemCount?: number
  /** What a keyword search finds the order by, beside its number (merchant and goods names). */
  searchWords: string[]
  /** Before the number's digits (a membership order's `HY`); none for a shop's order. */
  numberPrefix?: string
  /** The first timeline entry's note, and its phrase (contract/server-words.ts `stepNote`) when it has one. */
  note?: string | null
  noteKey?: TimelineNoteKey
  noteValues?: NoteValues
  /** The durable job that closes the order unpaid at its deadline (default `order.expireUnpaid`). */
  payWindowJob?: string
  /** Runs right after the insert, in the same transaction (coupons bound to the new order). */
  placed?: (t: Db, orderId: number) => Promise<void>
  /**
   * Statements sent in one batch with the pay-window job, last (stock decrements, a cart's clearing);
   * `check` sees their results and throws to refuse the order (rolling the transaction back).
   */
  finally?: { statements: Statement[]; check?: (results: Array<{ rowCount: number }>) => void }
}

export interface OrderDraft {
  userId: number
  /** Idempotency: one order per (user, clientKey); `requestHash` tells a retry from a different body. */
  clientKey: string
  requestHash: string
  /** Who places it (the customer, or the system for an order placed on their behalf). */
  actor: OrderActor
  /** Prices the order, called only when no order exists under the key yet (the user's lock is held). */
  price: (t: Db, now: number) => Promise<PricedDraft>
}

export interface PlacedOrder {
  orderId: number
  orderNo: string
  total: number
  /** Epoch ms. */
  payDeadline: number
  status: string
  /** false: an order already placed under this key (a retry). */
  fresh: boolean
}

interface KnownOrder {
  id: number
  order_no: string
  request_hash: string
  pay_deadline: number
  total: number
  status: string
}

const findByKey = (t: Db, userId: number, clientKey: string) =>
  t.one<KnownOrder>(
    'SELECT id, order_no, request_hash, pay_deadline, total, status FROM orders WHERE user_id = $1 AND client_key = $2',
    [userId, clientKey]
  )

/**
 * Takes the user's submit lock (concurrent retries of one key wait here, then find the order), draws the next
 * order number (one that goes unused only leaves a gap) and reads an order already placed under the key. Inside
 * a write transaction every statement counts (issue 13): where transactions never overlap, one statement.
 */
async function lockForPlace(t: Db, userId: number, clientKey: string) {
  if (!t.serialTransactions) {
    const lock = await t.one<{ seq: number }>(
      "SELECT nextval('order_no_seq')::int AS seq FROM users WHERE id = $1 FOR UPDATE",
      [userId]
    )
    if (!lock) throw unauthorized()
    return { seq: lock.seq, known: (await findByKey(t, userId, clientKey)) ?? null }
  }
  const row = await t.one<{ seq: number } & Omit<KnownOrder, 'id'> & { id: number | null }>(
    `SELECT nextval('order_no_seq')::int AS seq, o.id, o.order_no, o.request_hash, o.pay_deadline, o.total, o.status
     FROM users u LEFT JOIN orders o ON o.user_id = u.id AND o.client_key = $2
     WHERE u.id = $1 FOR UPDATE OF u`,
    [userId, clientKey]
  )
  if (!row) throw unauthorized()
  return { seq: row.seq, known: row.id === null ? null : { ...row, id: row.id } }
}

function reuse(known: KnownOrder, hash: string): PlacedOrder {
  if (known.request_hash !== hash) {
    throw new AppError(ErrorCode.IDEMPOTENCY_CONFLICT, '同一 clientKey 已用於內容不同的訂單')
  }
  return {
    orderId: known.id,
    orderNo: known.order_no,
    total: known.total,
    payDeadline: Number(known.pay_deadline),
    status: known.status,
    fresh: false
  }
}

/** An order already placed under (user, clientKey), for a caller that lost a race on the unique key. */
export async function placedUnder(
  t: Db,
  userId: number,
  clientKey: string,
  hash: string
): Promise<PlacedOrder | null> {
  const known = await findByKey(t, userId, clientKey)
  return known ? reuse(known, hash) : null
}

/**
 * The only insert into `orders`: idempotent per (user, clientKey) under the user's lock, numbered, with its
 * lines, its first timeline entry (actor recorded) and the job that closes it unpaid at its deadline, all in
 * the caller's transaction (the vertical's money, stock and points go in the same one).
 */
export async function placeOrder(t: Db, draft: OrderDraft, now: number): Promise<PlacedOrder> {
  const { seq, known } = await lockForPlace(t, draft.userId, draft.clientKey)
  if (known) return reuse(known, draft.requestHash)
  const d = await draft.price(t, now)
  if (d.merchantId !== null) await refuseUnlistedShop(t, d.merchantId)
  // A kind is orderable once its lifecycle is registered (contract/order-machines.ts).
  if (!machineFor(d.fulfilment)) throw new Error(`no state machine for fulfilment ${d.fulfilment}`)
  const orderNo = `${d.numberPrefix ?? ''}${orderNumber(seq, now)}`
  const deadline = now + PAY_WINDOW_MS
  const [, eventParams] = timelineStatement({
    orderId: 0,
    status: 'unpaid',
    title: '訂單已提交',
    titleKey: 'submitted',
    note: d.note ?? null,
    noteKey: d.noteKey ?? null,
    noteValues: d.noteValues ?? null,
    actor: draft.actor,
    at: now
  })
  // The order, its lines and its first event in one statement (the event's order id comes from the insert).
  const eventValues = (eventParams ?? []).slice(1)
  const base = 26
  const order = await t.one<{ id: number }>(
    `WITH o AS (
       INSERT INTO orders (order_no, user_id, merchant_id, vertical, fulfilment, client_key, request_hash, status,
         goods_amount, pack_fee, delivery_fee, total, fee_lines, address, remark, tableware, delivery_time, coupon_id,
         red_envelope_id, distance_m, item_count, search_text, pay_deadline, created_at, updated_at, age_check,
         stock_returned, pickup_store_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'unpaid', $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
         $20, $21, $22, $23, $23, $24, $25, $26)
       RETURNING id
     ), items AS (
       INSERT INTO order_items (order_id, goods_id, product_id, name, image, props, item_count, unit_price, amount, sort)
       SELECT o.id, x.goods_id, x.product_id, x.name, x.image, x.props, x.item_count, x.unit_price, x.amount, x.sort
       FROM o, jsonb_to_recordset($${base + 1}::jsonb)
         AS x(goods_id int, product_id int, name text, image text, props jsonb, item_count int, unit_price int, amount int, sort int)
     ), events AS (
       INSERT INTO order_events (order_id, status, title, note, reason, actor_type, actor_id, actor_name, at,
         title_key, title_values, note_key, note_values)
       SELECT o.id, ${eventValues.map((_, i) => `$${base + 2 + i}`).join(', ')} FROM o
     )
     SELECT id FROM o`,
    [
      orderNo,
      draft.userId,
      d.merchantId,
      d.vertical,
      d.fulfilment,
      draft.clientKey,
      draft.requestHash,
      d.goodsAmount,
      d.packFee ?? 0,
      d.deliveryFee ?? 0,
      d.total,
      JSON.stringify(d.feeLines),
      JSON.stringify(d.address),
      d.remark ?? '',
      d.tableware ?? null,
      d.deliveryTime ?? null,
      d.couponId ?? null,
      d.redEnvelopeId ?? null,
      d.distanceM ?? null,
      d.itemCount ?? d.lines.reduce((s, l) => s + l.itemCount, 0),
      [orderNo, ...d.searchWords].join(' '),
      deadline,
      now,
      d.ageCheck ?? false,
      d.stockReturned ?? false,
      d.pickupStoreId ?? null,
      JSON.stringify(
        d.lines.map((l, n) => ({
          goods_id: l.goodsId,
          product_id: l.productId ?? null,
          name: l.name,
          image: l.image,
          props: l.props ?? [],
          item_count: l.itemCount,
          unit_price: l.unitPrice,
          amount: l.amount,
          sort: n
        }))
      ),
      ...eventValues
    ]
  )
  if (!order) throw new Error('order insert returned nothing')
  await d.placed?.(t, order.id)
  const window = enqueueJobStatement(
    {
      kind: d.payWindowJob ?? ORDER_JOB.expireUnpaid,
      runAt: deadline,
      key: String(order.id),
      payload: { orderId: order.id }
    },
    now
  )
  const done = await t.batch([window, ...(d.finally?.statements ?? [])])
  d.finally?.check?.(done.slice(1))
  return { orderId: order.id, orderNo, total: d.total, payDeadline: deadline, status: 'unpaid', fresh: true }
}
