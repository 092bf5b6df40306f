import type { AddressTag } from '@lotus/contract/address'
import { createHash } from 'node:crypto'
import type { OrderActor } from '@lotus/contract/order-actor'
import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Db, Statement } from '../../db/db.js'
import { AppError, ErrorCode, validation } from '../../errors.js'
import { clearCartStatement, readCart } from '../cart/cart-store.js'
import type { CartLine, CartProp } from '@lotus/contract/cart'
import type { Fulfilment } from '@lotus/contract/order-kinds'
import {
  canChangeDelivery,
  ORDER_STATUS_GROUPS,
  type OrderStatusFilter,
  type ReorderAnswer,
  type ReorderChange
} from '@lotus/contract/order'
import type { Vertical } from '@lotus/contract/verticals'
import { quoteCart } from '../pricing/quote-cart.js'
import { useCoupon } from '../coupon/coupon-service.js'
import { ellipsoidMeters } from '../fee/ellipsoid.js'
import type { Paged } from '../merchant/merchant-service.js'
import { refundOnCancel } from '../refund/refund-ops.js'
import { amendOrder } from './amend.js'
import type { OrderLifecycle } from './move.js'
import { placedUnder, placeOrder, type PlacedOrder, type PricedDraft } from './place-order.js'
import { createAgeGate, hasAlcohol, type AgeGate } from '../identity/age-gate.js'
import {
  AUTO_CONFIRM_AFTER_MS,
  lockOrder,
  refuseGroupOrder,
  ORDER_JOB,
  orderNotFound,
  returnHeld,
  type OrderAddress,
  type OrderRow
} from './order-ops.js'
import {
  SELECT_ORDER,
  slotsOf,
  toDetail,
  toSummary,
  type OrderDetail,
  type OrderSummary,
  type OrderWithMerchant
} from './order-view.js'
import { bookedTimeText, isBookableAt } from '@lotus/contract/delivery-slots'
import { isHolidayAt, isPausedAt } from '@lotus/contract/open-hours'
import { formatMop } from '@lotus/contract/money'

export interface SubmitInput {
  clientKey: string
  mchId: number
  addressId?: number | undefined
  remark?: string | undefined
  couponId?: number | undefined
  redEnvelopeId?: number | undefined
  /** A free-delivery voucher (issue 12); delivery orders only. */
  freeDeliveryId?: number | undefined
  tableware?: number | undefined
  /** Seconds; a booked delivery time. */
  deliveryTime?: number | undefined
}

export interface SubmitResult {
  orderId: number
  orderNo: string
  payDeadline: number
  total: number
}

/** What an order is and where its lines come from: the stored cart (null) or given lines (a spell's). */
export interface OrderKind {
  vertical: Vertical
  fulfilment: Fulfilment
  lines: CartLine[] | null
  /** delivered on a later day (a wine gift): the store's hours now do not matter, only that it is not resting */
  later?: boolean
  /** A self-pickup order collected at another store of its chain (set on the new order only). */
  pickupStoreId?: number
}

/** The states a list filter stands for ('' is every state); `uncommented` also needs no evaluation yet. */
function filterStates(status: OrderStatusFilter): { states: readonly string[] | null; unevaluated: boolean } {
  if (status === '') return { states: null, unevaluated: false }
  if (status in ORDER_STATUS_GROUPS) {
    const group = status as keyof typeof ORDER_STATUS_GROUPS
    return { states: ORDER_STATUS_GROUPS[group].states, unevaluated: group === 'uncommented' }
  }
  return { states: [status], unevaluated: false }
}

/** A booked delivery time may be at most this far ahead. */
const MAX_BOOKING_MS = 2 * 86_400_000

interface AddressRow {
  id: number
  name: string
  area_code: string
  phone: string
  gender: number
  tag: AddressTag
  address: string
  detail: string
  lat: number
  lng: number
}

const toOrderAddress = (a: AddressRow): OrderAddress => ({
  name: a.name,
  areaCode: a.area_code,
  phone: a.phone,
  gender: a.gender,
  tag: a.tag,
  address: a.address,
  detail: a.detail,
  lat: a.lat,
  lng: a.lng
})

/** The canonical text of a submit body without its clientKey: a retry must send the same one. */
export function requestHash(input: SubmitInput): string {
  const { clientKey: _key, ...rest } = input
  const sorted = Object.fromEntries(
    Object.entries(rest)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
  )
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex')
}

export { orderNumber } from './place-order.js'

/** The buyer, as the actor of their own calls. */
export const customer = (userId: number): OrderActor => ({ type: 'customer', id: userId })
/** A durable job of the order module, as the actor of what it does. */
const systemJob = (kind: string): OrderActor => ({ type: 'system', name: kind })

/** A takeaway submit: delivered, from the stored cart. */
const TAKEAWAY: OrderKind = { vertical: 'takeaway', fulfilment: 'delivery', lines: null }

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

export function createOrderService(deps: {
  db: Db
  clock: Clock
  ageGate?: AgeGate
  lifecycle: OrderLifecycle
}) {
  const { db, clock } = deps
  const { move } = deps.lifecycle
  const ageGate = deps.ageGate ?? createAgeGate()

  async function findAddress(t: Db, userId: number, addressId: number): Promise<AddressRow> {
    const a = await t.cached(`address:${userId}:${addressId}`, ['addresses'], (d) =>
      d.one<AddressRow>('SELECT * FROM addresses WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL', [
        addressId,
        userId
      ])
    )
    if (!a) throw new AppError(ErrorCode.NOT_FOUND, '找不到收貨地址', 404)
    return a
  }

  async function deliveryAddress(t: Db, userId: number, input: SubmitInput): Promise<OrderAddress> {
    if (input.addressId === undefined) throw new AppError(ErrorCode.ADDRESS_REQUIRED, '請選擇收貨地址')
    return toOrderAddress(await findAddress(t, userId, input.addressId))
  }

  /** A pickup order's snapshot: the buyer as the contact, the store as the place. */
  async function pickupContact(t: Db, userId: number, mchId: number): Promise<OrderAddress> {
    const u = await t.one<{ nickname: string; area_code: string; phone: string; gender: number }>(
      'SELECT nickname, area_code, phone, gender FROM users WHERE id = $1',
      [userId]
    )
    const m = await t.one<{ name: string; address: string; lat: number; lng: number }>(
      'SELECT name, address, lat, lng FROM merchants WHERE id = $1',
      [mchId]
    )
    if (!m) throw new AppError(ErrorCode.NOT_FOUND, '找不到商家', 404)
    return {
      name: u?.nickname ?? '',
      areaCode: u?.area_code ?? '853',
      phone: u?.phone ?? '',
      gender: u?.gender ?? 0,
      tag: '其他',
      address: m.address,
      detail: `${m.name}（到店自取）`,
      lat: m.lat,
      lng: m.lng
    }
  }

  /** The priced draft of a cart (stored or given), with the vertical's refusals (stock, range, coupons). */
  async function priceCart(
    t: Db,
    userId: number,
    input: SubmitInput,
    kind: OrderKind,
    now: number
  ): Promise<PricedDraft> {
    // Delivery goes to the user's address; self-pickup is collected at the store (no address, no fee).
    const pickup = kind.fulfilment === 'pickup'
    const address = pickup
      ? await pickupContact(t, userId, input.mchId)
      : await deliveryAddress(t, userId, input)
    if (input.deliveryTime !== undefined) {
      const at = input.deliveryTime * 1000
      if (at < now || at > now + MAX_BOOKING_MS) throw validation('參數 deliveryTime 超出可預約時間')
      // a booked takeaway time is one the checkout could offer: the shop open then (hours, holidays, pause) (a supermarket
      // slot has its own plan, a wine gift its own day)
      if (kind.vertical !== 'supermarket' && kind.later !== true && !pickup) {
        const m = await t.one<{ open_hours: string; holidays: string[]; paused_until: number | null }>(
          'SELECT open_hours, holidays, paused_until FROM merchants WHERE id = $1',
          [input.mchId]
        )
        const schedule = m && { openHours: m.open_hours, holidays: m.holidays, pausedUntil: m.paused_until }
        if (schedule && !isBookableAt(schedule, at)) {
          // the reason the shop gives: its holiday, its busy pause, else its hours
          const why = isHolidayAt(schedule, at)
            ? '公休'
            : isPausedAt(schedule, at)
              ? '暫停營業'
              : `營業時間 ${schedule.openHours}`
          throw new AppError(
            ErrorCode.DELIVERY_TIME_CLOSED,
            `商家於 ${bookedTimeText(input.deliveryTime, now).slice(3)} 不營業（${why}），請選擇營業時間內的送達時間`
          )
        }
      }
    }
    // Given lines are keyed the way quoteCart keys them, so each quoted item finds what was asked for.
    const stored =
      kind.lines === null
        ? await readCart(t, userId, input.mchId)
        : kind.lines.filter((l) => l.itemCount > 0).map((l, i) => ({ ...l, cartId: -(i + 1) }))
    if (stored.length === 0) throw validation('購物車是空的，請先選購商品')
    const calc = await quoteCart(t, {
      userId,
      mchId: input.mchId,
      lat: address.lat,
      lng: address.lng,
      lines: kind.lines === null ? null : stored,
      stored,
      couponId: input.couponId ?? null,
      redEnvelopeId: input.redEnvelopeId ?? null,
      freeDeliveryId: input.freeDeliveryId ?? null,
      now: toSeconds(now),
      pickup,
      vertical: kind.vertical,
      // A supermarket order is for later (a booked slot or a pickup): the store need not be open right now.
      scheduled:
        kind.later === true ||
        (kind.vertical === 'supermarket' && (pickup || input.deliveryTime !== undefined))
    })
    const items = calc.cartInfo.flatMap((b) => b.items)
    for (const it of items) {
      if (it.invalid === '已售罄') throw new AppError(ErrorCode.OUT_OF_STOCK, `${it.name} 已售罄`)
      if (it.invalid) throw new AppError(ErrorCode.GOODS_UNAVAILABLE, `${it.name} ${it.invalid}`)
      const asked = stored.find((l) => l.cartId === it.cartId)?.itemCount ?? it.itemCount
      if (it.itemCount < asked) {
        throw it.stock < asked
          ? new AppError(ErrorCode.OUT_OF_STOCK, `${it.name} 庫存不足，最多購買${it.itemCount}件`)
          : new AppError(ErrorCode.LIMIT_EXCEEDED, `${it.name} 最多購買${it.itemCount}件`)
      }
    }
    // Alcohol only for an adult, whatever route placed the order (issue 11); the rider checks age at the door.
    const alcohol = await hasAlcohol(
      t,
      items.map((i) => i.goodsId)
    )
    if (alcohol) await ageGate.requireAdult(t, userId, now)
    const r = calc.result
    if (!r.canSubmit) {
      const m = await t.one<{ delivery_range_m: number }>(
        'SELECT delivery_range_m FROM merchants WHERE id = $1',
        [input.mchId]
      )
      if (r.distanceM > (m?.delivery_range_m ?? 0)) {
        throw new AppError(ErrorCode.OUT_OF_RANGE, '收貨地址超出商家配送範圍')
      }
      if (r.gapToMin > 0) {
        throw new AppError(
          ErrorCode.BELOW_MIN_ORDER,
          `未達起送價 ${formatMop(r.minOrder)}，還差 ${formatMop(r.gapToMin)}`
        )
      }
      throw new AppError(ErrorCode.MERCHANT_CLOSED, '商家休息中，暫不接單')
    }
    if (input.couponId !== undefined && calc.couponId !== input.couponId) {
      throw new AppError(ErrorCode.COUPON_INVALID, '優惠券不可用')
    }
    if (input.redEnvelopeId !== undefined && calc.redEnvelopeId !== input.redEnvelopeId) {
      throw new AppError(ErrorCode.COUPON_INVALID, '紅包不可用')
    }
    if (input.freeDeliveryId !== undefined && calc.freeDeliveryId !== input.freeDeliveryId) {
      throw new AppError(ErrorCode.COUPON_INVALID, '免配送費券不可用')
    }

    const merchant = await t.cached(`merchant-name:${input.mchId}`, ['merchants'], (d) =>
      d.one<{ name: string }>('SELECT name FROM merchants WHERE id = $1', [input.mchId])
    )
    // Used like the coupons (order_id on the row), so a cancel or refund returns them with it.
    const used: Array<{ couponId: number; expectType: 'coupon' | 'redEnvelope' | 'freeDelivery' }> = []
    if (calc.couponId !== null) used.push({ couponId: calc.couponId, expectType: 'coupon' })
    if (calc.redEnvelopeId !== null) used.push({ couponId: calc.redEnvelopeId, expectType: 'redEnvelope' })
    if (calc.freeDeliveryId !== undefined && calc.freeDeliveryId !== null) {
      used.push({ couponId: calc.freeDeliveryId, expectType: 'freeDelivery' })
    }
    // Stock last: a popular dish's row stays locked from its decrement to the commit, so nothing else may wait
    // in between (on PostgreSQL every submit of that dish queues on it). Conditional decrements in goods-id order
    // (no deadlock between two carts): never below zero. Sent with the cart's clearing and the payment timeout
    // as one batch: on PGlite one call into the database (issue 13).
    const perGoods = new Map<number, { n: number; name: string }>()
    for (const i of items) {
      const cur = perGoods.get(i.goodsId)
      perGoods.set(i.goodsId, { n: (cur?.n ?? 0) + i.itemCount, name: i.name })
    }
    const decrements = [...perGoods].sort(([a], [b]) => a - b)
    const before: Statement[] = kind.lines === null ? [clearCartStatement(userId, input.mchId)] : []
    return {
      merchantId: input.mchId,
      vertical: kind.vertical,
      fulfilment: kind.fulfilment,
      goodsAmount: r.goodsAmount,
      packFee: r.packFee,
      deliveryFee: r.deliveryFee,
      total: r.total,
      feeLines: r.feeLines,
      address,
      remark: input.remark ?? '',
      tableware: input.tableware ?? null,
      deliveryTime: input.deliveryTime === undefined ? null : input.deliveryTime * 1000,
      couponId: calc.couponId,
      redEnvelopeId: calc.redEnvelopeId,
      distanceM: r.distanceM,
      ageCheck: alcohol,
      pickupStoreId: kind.pickupStoreId ?? null,
      lines: items.map((i) => ({
        goodsId: i.goodsId,
        name: i.name,
        image: i.image,
        props: i.props,
        itemCount: i.itemCount,
        unitPrice: i.unitPrice,
        amount: i.amount
      })),
      searchWords: [merchant?.name ?? '', ...items.map((i) => i.name)],
      placed: async (tx, orderId) => {
        const nowS = toSeconds(now)
        for (const u of used) await useCoupon(tx, { userId, orderId, now: nowS, ...u })
      },
      finally: {
        statements: [
          ...before,
          ...decrements.map(([goodsId, { n }]): Statement => [
            'UPDATE goods SET stock = stock - $2 WHERE id = $1 AND stock >= $2',
            [goodsId, n]
          ])
        ],
        check: (done) => {
          decrements.forEach(([, { name }], k) => {
            if (done[before.length + k]?.rowCount !== 1) {
              throw new AppError(ErrorCode.OUT_OF_STOCK, `${name} 庫存不足`)
            }
          })
        }
      }
    }
  }

  /** Places an order for the cart (stored or given) through the order module's one insert. */
  async function place(
    t: Db,
    userId: number,
    input: SubmitInput,
    kind: OrderKind,
    hash: string
  ): Promise<SubmitResult> {
    const placed = await placeOrder(
      t,
      {
        userId,
        clientKey: input.clientKey,
        requestHash: hash,
        actor: customer(userId),
        price: (tx, now) => priceCart(tx, userId, input, kind, now)
      },
      clock.now()
    )
    return submitted(placed)
  }

  const submitted = (p: PlacedOrder): SubmitResult => ({
    orderId: p.orderId,
    orderNo: p.orderNo,
    payDeadline: toSeconds(p.payDeadline),
    total: p.total
  })

  /** The order with its merchant, after closing it if its payment window has passed (check on read). */
  async function load(userId: number, orderId: number): Promise<OrderWithMerchant> {
    const row = await db.one<OrderWithMerchant>(`${SELECT_ORDER} WHERE o.id = $1 AND o.user_id = $2`, [
      orderId,
      userId
    ])
    if (!row) throw orderNotFound()
    if (row.status === 'unpaid' && row.pay_deadline <= clock.now()) {
      await expireOne(row.id)
      return load(userId, orderId)
    }
    return row
  }

  /** Closes one overdue unpaid order: stock and coupons come back. False when it was not (or no longer) due. */
  async function expireIn(t: Db, orderId: number): Promise<boolean> {
    const o = await lockOrder(t, null, orderId)
    const now = clock.now()
    if (o.status !== 'unpaid' || o.pay_deadline > now) return false
    await move(t, o, 'expire', systemJob(ORDER_JOB.expireUnpaid), {
      at: now,
      reason: '超時未支付',
      set: { cancel_reason: '超時未支付' }
    })
    await returnHeld(t, o, now)
    return true
  }
  const expireOne = (orderId: number) => db.tx((t) => expireIn(t, orderId))

  /** The system's confirmation of a delivered order the buyer left unconfirmed. */
  async function autoConfirmIn(t: Db, orderId: number): Promise<boolean> {
    const o = await t.one<OrderRow>('SELECT * FROM orders WHERE id = $1 FOR UPDATE', [orderId])
    const now = clock.now()
    if (!o || o.status !== 'delivered' || (o.delivered_at ?? now) + AUTO_CONFIRM_AFTER_MS > now) return false
    await move(t, o, 'autoConfirm', systemJob(ORDER_JOB.autoConfirm), { at: now })
    return true
  }

  async function expireOverdueOf(userId: number | null): Promise<number> {
    const due = await db.many<{ id: number }>(
      `SELECT id FROM orders WHERE status = 'unpaid' AND pay_deadline <= $1 AND ($2::int IS NULL OR user_id = $2)
       ORDER BY pay_deadline LIMIT 500`,
      [clock.now(), userId]
    )
    let n = 0
    for (const d of due) if (await expireOne(d.id)) n++
    return n
  }

  async function detail(userId: number, orderId: number): Promise<OrderDetail> {
    return toDetail(db, await load(userId, orderId), clock.now())
  }

  return {
    /**
     * Places the order for the stored cart, idempotent per (user, clientKey): a retry with the same body gets
     * the same order; a different body is IDEMPOTENCY_CONFLICT. One transaction: quote, stock, coupons, cart.
     */
    async submit(userId: number, input: SubmitInput): Promise<SubmitResult> {
      const hash = requestHash(input)
      try {
        return await db.tx((t) => place(t, userId, input, TAKEAWAY, hash))
      } catch (err) {
        if ((err as { code?: unknown }).code === '23505') {
          const known = await placedUnder(db, userId, input.clientKey, hash)
          if (known) return submitted(known)
        }
        throw err
      }
    },

    /**
     * Places an order for given lines inside the caller's transaction (a spell checkout), idempotent per
     * (user, clientKey) like `submit`. The user's stored cart is neither read nor cleared.
     */
    async placeIn(t: Db, userId: number, input: SubmitInput, kind: OrderKind): Promise<SubmitResult> {
      return place(t, userId, input, kind, requestHash(input))
    },

    /** The user's orders newest first; vertical and status are filtered here, so pages are full. */
    async list(
      userId: number,
      q: {
        status: OrderStatusFilter
        vertical?: Vertical | undefined
        page: number
        pageSize: number
        keyword?: string | undefined
      }
    ): Promise<Paged<OrderSummary>> {
      await expireOverdueOf(userId)
      const kw = q.keyword?.trim() ? `%${escapeLike(q.keyword.trim())}%` : null
      const f = filterStates(q.status)
      const where = `o.user_id = $1 AND ($2::text IS NULL OR o.search_text ILIKE $2)
        AND ($3::text IS NULL OR o.vertical = $3) AND ($4::text[] IS NULL OR o.status = ANY($4::text[]))
        ${f.unevaluated ? 'AND NOT o.evaluated' : ''}`
      const params = [userId, kw, q.vertical ?? null, f.states]
      const count = await db.one<{ n: number }>(
        `SELECT COUNT(*)::int AS n FROM orders o WHERE ${where}`,
        params
      )
      const rows = await db.many<OrderWithMerchant>(
        `${SELECT_ORDER} WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT $5 OFFSET $6`,
        [...params, q.pageSize, (q.page - 1) * q.pageSize]
      )
      const names = rows.length
        ? await db.many<{ order_id: number; name: string }>(
            'SELECT order_id, name FROM order_items WHERE order_id = ANY($1::int[]) ORDER BY order_id, sort, id',
            [rows.map((r) => r.id)]
          )
        : []
      const slots = await slotsOf(db, rows)
      const now = clock.now()
      const total = count?.n ?? 0
      return {
        list: rows.map((r) => ({
          ...toSummary(
            r,
            names
              .filter((n) => n.order_id === r.id)
              .slice(0, 3)
              .map((n) => n.name),
            now
          ),
          ...(slots.has(r.id) ? { slot: slots.get(r.id) } : {})
        })),
        page: q.page,
        pageSize: q.pageSize,
        total,
        hasMore: q.page * q.pageSize < total
      }
    },

    detail,

    /**
     * Cancels an unpaid or paid (not yet accepted) order: stock and coupons come back; a paid order's money
     * goes back to where it came from, in the same transaction.
     */
    async cancel(userId: number, orderId: number, reason: string): Promise<OrderDetail> {
      await load(userId, orderId)
      await db.tx(async (t) => {
        const o = await lockOrder(t, userId, orderId)
        refuseGroupOrder(o)
        const now = clock.now()
        const wasPaid = o.status === 'paid'
        await move(t, o, 'cancel', customer(userId), {
          at: now,
          reason,
          note: reason,
          set: { cancel_reason: reason }
        })
        await returnHeld(t, o, now)
        if (wasPaid) await refundOnCancel(t, o, reason, now)
      })
      return detail(userId, orderId)
    },

    async confirm(userId: number, orderId: number): Promise<OrderDetail> {
      await load(userId, orderId)
      await db.tx(async (t) => {
        const o = await lockOrder(t, userId, orderId)
        refuseGroupOrder(o)
        await move(t, o, 'confirm', customer(userId), { at: clock.now() })
      })
      return detail(userId, orderId)
    },

    /** A new delivery point for an order the merchant has not accepted; it must be in range (fees unchanged). */
    async updateAddress(userId: number, orderId: number, addressId: number): Promise<OrderDetail> {
      await load(userId, orderId)
      await db.tx(async (t) => {
        const o = await lockOrder(t, userId, orderId)
        refuseGroupOrder(o)
        if (o.fulfilment === 'pickup') throw new AppError(ErrorCode.ORDER_STATE, '到店自取訂單無需收貨地址')
        // A supermarket order may move until the rider leaves; a takeaway order until the merchant accepts.
        const open =
          o.vertical === 'supermarket' ? canChangeDelivery(o) : o.status === 'unpaid' || o.status === 'paid'
        if (!open) {
          throw new AppError(
            ErrorCode.ORDER_STATE,
            o.vertical === 'supermarket' ? '訂單已出發配送，無法修改收貨地址' : '商家已接單，無法修改收貨地址'
          )
        }
        const a = await findAddress(t, userId, addressId)
        const m = await t.one<{ lat: number; lng: number; delivery_range_m: number }>(
          'SELECT lat, lng, delivery_range_m FROM merchants WHERE id = $1',
          [o.merchant_id]
        )
        if (m && ellipsoidMeters(m.lat, m.lng, a.lat, a.lng) > m.delivery_range_m) {
          throw new AppError(ErrorCode.OUT_OF_RANGE, '新地址超出商家配送範圍')
        }
        await amendOrder(
          t,
          o,
          { address: toOrderAddress(a) },
          { title: '已修改收貨地址', note: `${a.address} ${a.detail}`.trim() },
          customer(userId),
          clock.now()
        )
      })
      return detail(userId, orderId)
    },

    /** The order's lines for the cart again, with what changed on today's menu (changed lines are left out). */
    async reorder(userId: number, orderId: number): Promise<ReorderAnswer> {
      const o = await load(userId, orderId)
      const items = await db.many<{
        goods_id: number
        name: string
        props: CartProp[]
        item_count: number
        unit_price: number
      }>(
        'SELECT goods_id, name, props, item_count, unit_price FROM order_items WHERE order_id = $1 ORDER BY sort, id',
        [o.id]
      )
      const calc = await quoteCart(db, {
        userId,
        mchId: o.merchant_id,
        lat: o.address.lat,
        lng: o.address.lng,
        lines: items.map((i) => ({
          goodsId: i.goods_id,
          productId: i.goods_id,
          itemCount: i.item_count,
          props: i.props
        })),
        couponId: null,
        redEnvelopeId: null,
        now: toSeconds(clock.now()),
        vertical: o.vertical
      })
      const quoted = calc.cartInfo.flatMap((b) => b.items)
      const lines: CartLine[] = []
      const changes: ReorderChange[] = []
      items.forEach((i, n) => {
        const q = quoted[n]
        if (!q || q.invalid === '商品已下架') {
          changes.push({ goodsId: i.goods_id, name: i.name, kind: 'removed', before: i.name, after: null })
          return
        }
        if (q.invalid === '已售罄') {
          changes.push({ goodsId: i.goods_id, name: i.name, kind: 'soldOut', before: i.item_count, after: 0 })
          return
        }
        if (q.invalid) {
          const opts = i.props.flatMap((p) => p.values.map((v) => v.value)).join(',')
          changes.push({ goodsId: i.goods_id, name: i.name, kind: 'option', before: opts, after: null })
          return
        }
        if (q.unitPrice !== i.unit_price) {
          changes.push({
            goodsId: i.goods_id,
            name: i.name,
            kind: 'price',
            before: i.unit_price,
            after: q.unitPrice
          })
        }
        lines.push({ goodsId: i.goods_id, productId: i.goods_id, itemCount: i.item_count, props: i.props })
      })
      return { mchId: o.merchant_id, lines, changes }
    },

    /**
     * The store redeemed the pickup code of a self-pickup order (inside the redeem's transaction): the order
     * is completed (earning honey points like any completed supermarket order). Anything else → ORDER_STATE,
     * which undoes the redeem.
     */
    async pickedUpIn(t: Db, orderId: number, at: number, actor?: OrderActor): Promise<void> {
      const o = await lockOrder(t, null, orderId)
      if (o.fulfilment !== 'pickup') throw new AppError(ErrorCode.ORDER_STATE, '此訂單不是到店自取訂單')
      await move(t, o, 'pickUp', actor ?? { type: 'merchant', id: o.pickup_store_id ?? o.merchant_id }, {
        at
      })
    },

    /** Closes every overdue unpaid order (the 30 s sweep). */
    expireOverdue: () => expireOverdueOf(null),

    /** The durable jobs' handlers (registered in services.ts): each runs in the job's own transaction. */
    jobHandlers: {
      [ORDER_JOB.expireUnpaid]: (t: Db, p: { orderId?: unknown }) => expireIn(t, Number(p.orderId)),
      [ORDER_JOB.autoConfirm]: (t: Db, p: { orderId?: unknown }) => autoConfirmIn(t, Number(p.orderId))
    },

    /** For the simulator and payments: the order row without the user check. */
    load,

    /** The one mover of an order (move.ts), for the verticals that hold the order service. */
    move
  }
}

export type OrderService = ReturnType<typeof createOrderService>
export type { OrderRow }
