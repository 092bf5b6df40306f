import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import type { CartProp } from '@lotus/contract/cart'
import {
  REFUND_DECIDER_TEXT,
  type OrderDetail,
  type OrderItem,
  type OrderPickup,
  type OrderSummary,
  type RefundView
} from '@lotus/contract/order'
import { pickupCodeOf } from '../pickup/pickup-service.js'
import { orderPickupRef, shopOf, verticalOf, type OrderRow } from './order-ops.js'
import { allowedActions, statusText } from './order-state-machine.js'
import { formatMop } from '@lotus/contract/money'
import { DEFAULT_LOCALE, type Locale } from '@lotus/contract/locale'
import {
  REFUND_DECIDER_WORDS,
  REFUND_WORDS,
  reasonPhrase,
  refundNote,
  wordIn,
  type NoteValues,
  type PhraseValues,
  type RefundStepKey
} from '@lotus/contract/server-words'
import { timelineNote, timelineTitle } from '../../i18n/server-words.js'
import type { DisputeStatus } from '@lotus/contract/refund-dispute'
import { arrivalEstimate, type RiderMap } from '@lotus/contract/rider'
import { linesRefundable } from '@lotus/contract/refund-lines'
import { lineRefundFacts, refundLinesOf } from './refund-facts.js'

const isDecider = (d: string): d is keyof typeof REFUND_DECIDER_WORDS =>
  Object.hasOwn(REFUND_DECIDER_WORDS, d)

export type { OrderDetail, OrderItem as OrderItemDto, OrderSummary, RefundView }

export type OrderWithMerchant = OrderRow & {
  merchant_name: string
  merchant_phone: string
  delivery_minutes: number
}

export const SELECT_ORDER = `SELECT o.*, m.name AS merchant_name, m.phone AS merchant_phone, m.delivery_minutes
  FROM orders o JOIN merchants m ON m.id = o.merchant_id`

const sec = (ms: number | null) => (ms === null ? null : toSeconds(ms))

export function toSummary(o: OrderWithMerchant, firstItems: string[], now: number): OrderSummary {
  return {
    id: o.id,
    orderNo: o.order_no,
    vertical: verticalOf(o),
    fulfilment: o.fulfilment,
    merchantId: shopOf(o),
    merchantName: o.merchant_name,
    merchantLogo: `/api/img/merchant/${o.merchant_id}.svg`,
    status: o.status,
    statusText: statusText(o.fulfilment, o.status),
    total: o.total,
    itemCount: o.item_count,
    firstItems,
    createdAt: toSeconds(o.created_at),
    deliveryTime: sec(o.delivery_time),
    actions: allowedActions(
      o.fulfilment,
      {
        status: o.status,
        evaluated: o.evaluated,
        completedAt: o.completed_at,
        refundRequests: o.refund_requests
      },
      now
    )
  }
}

interface RefundRow {
  status: 'pending' | 'approved' | 'rejected'
  amount: number
  to_source: 'wallet' | 'online' | 'shopCard'
  reason: string
  detail: string
  note: string | null
  gateway_ref: string | null
  created_at: number
  decided_at: number | null
  decided_by: string | null
  decided_by_name: string | null
}

/** The latest refund of an order as the progress page shows it, or null. */
export async function refundView(
  db: Db,
  orderId: number,
  locale: Locale = DEFAULT_LOCALE
): Promise<RefundView | null> {
  const r = await db.one<RefundRow & { id: number; by_lines: boolean }>(
    'SELECT * FROM refunds WHERE order_id = $1 ORDER BY id DESC LIMIT 1',
    [orderId]
  )
  if (!r) return null
  // Chinese as written here; English and Portuguese from contract/server-words.ts
  const say = (key: RefundStepKey, zh: string, values: PhraseValues = {}) =>
    locale === 'zh-Hant-MO' ? zh : wordIn(REFUND_WORDS[key], locale, values)
  const dest =
    r.to_source === 'wallet'
      ? say('toWallet', '退回錢包')
      : r.to_source === 'shopCard'
        ? say('toShopCard', '退回商家儲值卡')
        : say('toOriginal', `原路退回（參考號 ${r.gateway_ref ?? '-'}）`, { ref: r.gateway_ref ?? '-' })
  const timeline: RefundView['timeline'] = [
    {
      title: say('requested', '提交退款申請'),
      at: toSeconds(r.created_at),
      note:
        locale === 'zh-Hant-MO'
          ? r.detail
            ? `${r.reason}：${r.detail}`
            : r.reason
          : r.detail
            ? `${reasonPhrase(r.reason, locale)}: ${r.detail}`
            : reasonPhrase(r.reason, locale)
    }
  ]
  if (r.status === 'pending')
    timeline.push({ title: say('shopHandling', '商家處理中'), at: toSeconds(r.created_at), note: null })
  const d = await db.one<DisputeRow>('SELECT * FROM refund_disputes WHERE refund_id = $1', [r.id])
  // who decided, then what it means: 商家同意退款 → 退款成功; 商家拒絕退款 with the reason
  const decider = r.decided_by ?? 'operator'
  const who =
    locale === 'zh-Hant-MO'
      ? (REFUND_DECIDER_TEXT[decider] ?? '平台')
      : wordIn(isDecider(decider) ? REFUND_DECIDER_WORDS[decider] : REFUND_DECIDER_WORDS.operator, locale)
  const lines = (await refundLinesOf(db, [r.id])).get(r.id)
  if (d) {
    // disputed: the shop's rejection (kept by the dispute), the customer's ask, then the platform's decision
    timeline.push({
      title: say('shopRejected', '商家拒絕退款'),
      at: toSeconds(d.rejected_at),
      note: d.rejection
    })
    timeline.push({ title: say('disputed', '已申請平台介入'), at: toSeconds(d.created_at), note: d.reason })
    if (d.status === 'upheld' && d.decided_at !== null)
      timeline.push({ title: say('upheld', '平台維持商家決定'), at: toSeconds(d.decided_at), note: d.note })
  }
  if (r.status === 'approved' && r.decided_at !== null) {
    const some = lines?.some((l) => l.status === 'rejected')
    timeline.push({
      title: say(some ? 'approvedSome' : 'approved', `${who}同意${some ? '部分商品' : ''}退款`, { who }),
      at: toSeconds(r.decided_at),
      note: d || r.note === null ? null : refundNote(r.note, locale)
    })
    timeline.push({
      title: say('done', '退款成功'),
      at: toSeconds(r.decided_at),
      note: `${formatMop(r.amount)} ${dest}`
    })
  }
  if (r.status === 'rejected' && r.decided_at !== null && !d) {
    timeline.push({
      title: say('rejected', `${who}拒絕退款`, { who }),
      at: toSeconds(r.decided_at),
      note: r.note
    })
  }
  // a whole refund a shop rejected may go to the platform once, while the order still stands rejected
  const order = await db.one<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId])
  const canDispute =
    r.status === 'rejected' &&
    r.decided_by === 'merchant' &&
    !r.by_lines &&
    !d &&
    order?.status === 'refund_rejected'
  return {
    status: r.status,
    amount: r.amount,
    to: r.to_source,
    reason: r.reason,
    timeline,
    ...(lines ? { lines } : {}),
    id: r.id,
    canDispute,
    dispute: d
      ? {
          status: d.status,
          reason: d.reason,
          note: d.note,
          createdAt: toSeconds(d.created_at),
          decidedAt: d.decided_at === null ? null : toSeconds(Number(d.decided_at))
        }
      : null
  }
}

interface DisputeRow {
  status: DisputeStatus
  reason: string
  rejection: string | null
  rejected_at: number
  note: string | null
  created_at: number
  decided_at: number | null
}

/** The store and code of a self-pickup order (the code exists once it is paid). */
async function pickupOf(db: Db, o: OrderWithMerchant): Promise<OrderPickup | null> {
  if (o.fulfilment !== 'pickup') return null
  // The store of the chain chosen for pickup, else the order's own store.
  const storeId = o.pickup_store_id ?? shopOf(o)
  const m = await db.one<{
    name: string
    address: string
    open_hours: string
    phone: string
    lat: number
    lng: number
  }>('SELECT name, address, open_hours, phone, lat, lng FROM merchants WHERE id = $1', [storeId])
  const code = await pickupCodeOf(db, orderPickupRef(o.id))
  // the store's pickup point chosen at checkout, as it was then (issue 37)
  const point = await db.one<{ point_id: number; name: string; address: string; hours: string }>(
    'SELECT point_id, name, address, hours FROM order_pickup_points WHERE order_id = $1',
    [o.id]
  )
  return {
    ...(point
      ? { point: { id: point.point_id, name: point.name, address: point.address, hours: point.hours } }
      : {}),
    storeId,
    storeName: m?.name ?? o.merchant_name,
    address: m?.address ?? '',
    openHours: m?.open_hours ?? '',
    phone: m?.phone ?? o.merchant_phone,
    lat: m?.lat ?? 0,
    lng: m?.lng ?? 0,
    code: code?.code ?? null,
    redeemedAt: code?.redeemedAt ?? null,
    voided: code?.voided ?? false
  }
}

/** The slots the supermarket delivery orders of a list hold, by order id (one read for the page). */
export async function slotsOf(
  db: Db,
  rows: readonly OrderWithMerchant[]
): Promise<Map<number, { date: string; slot: string }>> {
  const refs = rows
    .filter((o) => o.fulfilment === 'delivery' && o.vertical === 'supermarket')
    .map((o) => `order:${o.id}`)
  if (refs.length === 0) return new Map()
  const holds = await db.many<{ ref: string; date: string; slot: string }>(
    'SELECT ref, date, slot FROM slot_holds WHERE ref = ANY($1::text[])',
    [refs]
  )
  return new Map(holds.map((h) => [Number(h.ref.slice('order:'.length)), { date: h.date, slot: h.slot }]))
}

/** The slot a delivery order holds (supermarket), or null. */
async function slotOf(db: Db, o: OrderWithMerchant): Promise<{ date: string; slot: string } | null> {
  if (o.fulfilment !== 'delivery' || o.vertical !== 'supermarket') return null
  const h = await db.one<{ date: string; slot: string }>('SELECT date, slot FROM slot_holds WHERE ref = $1', [
    `order:${o.id}`
  ])
  return h ? { date: h.date, slot: h.slot } : null
}

export async function toDetail(
  db: Db,
  o: OrderWithMerchant,
  now: number,
  locale: Locale = DEFAULT_LOCALE
): Promise<OrderDetail> {
  const items = await db.many<{
    id: number
    goods_id: number
    name: string
    image: string
    props: CartProp[]
    item_count: number
    unit_price: number
    amount: number
    unit_grams: number | null
    final_grams: number | null
  }>(
    // a line sold by weight carries its grams (estimated per portion, and the store's weighing once done)
    `SELECT i.*, f.unit_grams, w.final_grams FROM order_items i
       LEFT JOIN general_goods f ON f.goods_id = i.goods_id AND f.sell_by = 'weight'
       LEFT JOIN general_weighings w ON w.order_id = i.order_id AND w.goods_id = i.goods_id
     WHERE i.order_id = $1 ORDER BY i.sort, i.id`,
    [o.id]
  )
  const events = await db.many<{
    status: string
    title: string
    title_key: string | null
    title_values: PhraseValues | null
    note: string | null
    note_key: string | null
    note_values: NoteValues | null
    at: number
  }>(
    'SELECT status, title, title_key, title_values, note, note_key, note_values, at FROM order_events WHERE order_id = $1 ORDER BY at, id',
    [o.id]
  )
  const summary = toSummary(
    o,
    items.slice(0, 3).map((i) => i.name),
    now
  )
  const lineRefund = linesRefundable(o.vertical) && o.paid_at !== null ? await lineRefundFacts(db, o) : null
  const refund = await refundView(db, o.id, locale)
  // a refund of some lines leaves the order's state as it was: its progress is still to be seen
  // a refund of lines waiting, or the platform deciding the last one: no new refund until then
  const waiting = lineRefund?.pending || refund?.dispute?.status === 'open'
  const actions = waiting ? summary.actions.filter((a) => a !== 'refund') : summary.actions
  if (refund?.lines && !actions.includes('refundProgress')) actions.push('refundProgress')
  const onTheWay =
    o.fulfilment === 'delivery' &&
    (o.status === 'paid' || o.status === 'accepted' || o.status === 'delivering' || o.status === 'age_check')
  return {
    ...summary,
    actions,
    items: items.map((i) => ({
      itemId: i.id,
      goodsId: i.goods_id,
      name: i.name,
      image: i.image,
      props: i.props,
      itemCount: i.item_count,
      unitPrice: i.unit_price,
      amount: i.amount,
      weight:
        i.unit_grams === null
          ? null
          : { estimatedGrams: i.unit_grams * i.item_count, finalGrams: i.final_grams }
    })),
    amounts: { feeLines: o.fee_lines, total: o.total },
    address: o.address,
    remark: o.remark,
    tableware: o.tableware,
    deliveryTime: sec(o.delivery_time),
    merchantPhone: o.merchant_phone,
    payMethod: o.pay_method,
    paidAt: sec(o.paid_at),
    payDeadline: o.status === 'unpaid' ? toSeconds(o.pay_deadline) : null,
    cancelReason: o.cancel_reason,
    timeline: events.map((e) => ({
      status: e.status,
      title: timelineTitle(e.title, e.title_key, e.title_values, locale),
      at: toSeconds(e.at),
      note: timelineNote(e.note, e.note_key, e.note_values, locale)
    })),
    refund,
    canEvaluate: o.status === 'completed' && !o.evaluated,
    evaluated: o.evaluated,
    rider: o.rider,
    estimatedArrival:
      onTheWay && o.paid_at !== null
        ? toSeconds(Math.max(o.delivery_time ?? 0, o.paid_at + o.delivery_minutes * 60_000))
        : null,
    pickup: await pickupOf(db, o),
    slot: await slotOf(db, o),
    riderMap: await riderMapOf(db, o, now),
    lineRefund
  }
}

const RIDER_ON_THE_WAY = new Set(['accepted', 'ready', 'delivering', 'age_check'])

/**
 * Where the rider who took the order is (modules/rider keeps the latest position), the shop and the door, with
 * the arrival estimate from the rider's distance (contract/rider.ts); null before a rider takes it and after.
 */
async function riderMapOf(db: Db, o: OrderWithMerchant, now: number): Promise<RiderMap | null> {
  if (o.rider_id == null || !RIDER_ON_THE_WAY.has(o.status)) return null
  const [shop, pos] = await Promise.all([
    db.one<{ lat: number; lng: number }>('SELECT lat, lng FROM merchants WHERE id = $1', [o.merchant_id]),
    db.one<{ lat: number; lng: number; at: number }>(
      'SELECT lat, lng, at FROM rider_positions WHERE rider_id = $1',
      [o.rider_id]
    )
  ])
  if (!shop) return null
  const destination = { lat: o.address.lat, lng: o.address.lng }
  const rider = pos ? { lat: pos.lat, lng: pos.lng, at: toSeconds(Number(pos.at)) } : null
  const at = arrivalEstimate({ status: o.status, rider, shop, destination, now })
  return { shop, destination, rider, estimatedArrival: at === null ? null : toSeconds(at) }
}
