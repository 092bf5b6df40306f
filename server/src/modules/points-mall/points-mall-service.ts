import { transition } from '@lotus/contract/fsm'
import {
  PMALL_AUTO_RECEIVE_DAYS,
  pointsMallLimitLeft,
  pointsMallPrice,
  pointsOrderMachine,
  POINTS_MALL_COUPON_STATE_TEXT,
  type PointsMallCouponState,
  type PointsMallItem,
  type PointsMallOrder,
  type PointsMallOrderPage,
  type PointsMallWay,
  type PointsOrderState
} from '@lotus/contract/order-points'
import type { Page } from '@lotus/contract/page'
import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound, validation } from '../../errors.js'
import { issueCoupon } from '../coupon/issue.js'
import { notifyOrder } from '../inbox/messages.js'
import { enqueueJob, type JobQueue } from '../jobs/job-queue.js'
import type { OrderActor } from '@lotus/contract/order-actor'
import type { OrderLifecycle } from '../order/move.js'
import { lockOrder, returnHeld, type OrderRow as CashOrderRow } from '../order/order-ops.js'
import type { OrderService } from '../order/order-service.js'
import { placeOrder } from '../order/place-order.js'
import type { PickupService } from '../pickup/pickup-service.js'
import type { PointsService } from '../points/points-service.js'
import { refundOnCancel } from '../refund/refund-ops.js'

const DAY_MS = 86_400_000

/** The job that receives a shipped gift the user did not confirm (key: the exchange id). */
export const PMALL_AUTO_RECEIVE_JOB = 'pmall.autoReceive'
const AUTO_RECEIVE_AFTER_MS = PMALL_AUTO_RECEIVE_DAYS * DAY_MS

interface ItemRow {
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
}

interface OrderRow {
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

const ORDER_SELECT = `
  SELECT o.*, m.name AS store_name, m.address AS store_address, po.pay_deadline,
         (SELECT sm.name FROM merchants sm WHERE sm.id = o.ship_store_id) AS ship_store_name,
         c.amount AS coupon_amount, c.threshold AS coupon_threshold, c.status AS coupon_status,
         c.expires_at AS coupon_expires_at,
         (SELECT p.code FROM pickup_codes p WHERE p.ref = 'pmall:' || o.id AND p.redeemed_at IS NULL
            AND p.voided_at IS NULL) AS pickup_code
  FROM pmall_orders o LEFT JOIN merchants m ON m.id = o.store_id LEFT JOIN orders po ON po.id = o.order_id
  LEFT JOIN coupons c ON c.id = o.coupon_id`

const toItem = (r: ItemRow): PointsMallItem => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  description: r.description,
  image: `/api/img/gift/${r.id}.svg`,
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

const couponState = (r: OrderRow, now: number): PointsMallCouponState =>
  r.coupon_status === 'used' ? 'used' : Number(r.coupon_expires_at) <= now ? 'expired' : 'usable'

const toOrder = (r: OrderRow, now: number): PointsMallOrder => ({
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

type PointsOrderEvent = (typeof pointsOrderMachine.events)[number]

/** What the user hears about an exchange in the message centre (訂單消息). */
type ExchangeNews =
  'issued' | 'to_pickup' | 'to_ship' | 'shipped' | 'received' | 'completed' | 'cancelled' | 'expired'

const EXCHANGE_TEXT: Record<ExchangeNews, (what: string) => { title: string; body: string }> = {
  issued: (w) => ({ title: '兌換成功', body: `積分商城：${w} 已兌換，優惠券已放入卡包。` }),
  to_pickup: (w) => ({ title: '兌換成功，待自取', body: `積分商城：${w} 已兌換，請憑取貨碼到門店自取。` }),
  to_ship: (w) => ({ title: '兌換成功，待發貨', body: `積分商城：${w} 已兌換，我們將盡快發貨。` }),
  shipped: (w) => ({ title: '兌換已發貨', body: `積分商城：${w} 已發貨，請留意收貨。` }),
  received: (w) => ({ title: '兌換已完成', body: `積分商城：${w} 已確認收貨，兌換完成。` }),
  completed: (w) => ({ title: '兌換已完成', body: `積分商城：${w} 已到店取貨，兌換完成。` }),
  cancelled: (w) => ({ title: '兌換已取消', body: `積分商城：${w} 的兌換已取消，蜂蜜已退回。` }),
  expired: (w) => ({ title: '兌換已關閉', body: `積分商城：${w} 超時未付款，兌換已關閉，蜂蜜已退回。` })
}

/**
 * The order message of an exchange's state change (issue 12), written in that change's transaction. The cash
 * part's own events (paid, refunded) come from its order; order_id names that order when there is one.
 */
async function notifyExchange(
  t: Db,
  o: { user_id: number; order_id: number | null; name: string; qty: number },
  news: ExchangeNews,
  now: number
): Promise<void> {
  await notifyOrder(t, {
    userId: o.user_id,
    orderId: o.order_id,
    now,
    ...EXCHANGE_TEXT[news](`${o.name} ×${o.qty}`)
  })
}

const step = (state: PointsOrderState, event: PointsOrderEvent): PointsOrderState => {
  const r = transition(pointsOrderMachine, state, event)
  if (!r.ok) throw new AppError(ErrorCode.ORDER_STATE, r.refusal.message)
  return r.to
}

/**
 * The points mall: items (gifts, coupons) exchanged for honey points in one transaction with their stock,
 * per-user limit, pickup code or coupon. Cancelling an open gift exchange returns points and stock once.
 */
export function createPointsMallService(deps: {
  db: Db
  clock: Clock
  points: PointsService
  pickup: PickupService
  /** For gifts with a cash part: the order paid at the cashier moves the exchange (payment, expiry). */
  orders?: OrderService
  /** The orders' mover and its hooks (payment and expiry of the cash part move the exchange). */
  lifecycle?: OrderLifecycle
  /** Runs the auto-receive of shipped gifts. */
  jobs?: JobQueue
}) {
  const { db, clock, points, pickup } = deps
  const mover = (): OrderLifecycle => {
    if (!deps.lifecycle) throw new Error('points mall built without the order lifecycle')
    return deps.lifecycle
  }

  // The store's redeem of a gift's pickup code completes the exchange (and its cash order, if any).
  pickup.onRedeem('pmall', async (t, ref, at, actor) => {
    const id = Number(ref.slice('pmall:'.length))
    const o = await t.one<{
      status: PointsOrderState
      order_id: number | null
      user_id: number
      name: string
      qty: number
    }>('SELECT status, order_id, user_id, name, qty FROM pmall_orders WHERE id = $1 FOR UPDATE', [id])
    if (!o) return
    await t.query('UPDATE pmall_orders SET status = $2, updated_at = $3 WHERE id = $1', [
      id,
      step(o.status, 'pickUp'),
      at
    ])
    await notifyExchange(t, o, 'completed', at)
    if (o.order_id !== null)
      await completeCashOrder(t, o.order_id, '已到店取貨', at, actor ?? { type: 'merchant' })
  })

  /** The cash order's delivery lifecycle does not apply: it is complete when the gift is handed over / received. */
  async function completeCashOrder(
    t: Db,
    orderId: number,
    title: string,
    at: number,
    actor: OrderActor
  ): Promise<void> {
    const o = await lockOrder(t, null, orderId)
    if (o.status === 'paid') await mover().move(t, o, 'handOver', actor, { at, title })
  }

  /** A shipped gift becomes received (the user's confirm or the auto-receive job), with its cash order. */
  async function receiveIn(
    t: Db,
    o: { id: number; status: PointsOrderState; order_id: number | null },
    at: number,
    title: string,
    actor: OrderActor
  ): Promise<void> {
    await t.query('UPDATE pmall_orders SET status = $2, received_at = $3, updated_at = $3 WHERE id = $1', [
      o.id,
      step(o.status, 'receive'),
      at
    ])
    const who = await t.one<{ user_id: number; name: string; qty: number }>(
      'SELECT user_id, name, qty FROM pmall_orders WHERE id = $1',
      [o.id]
    )
    if (who) await notifyExchange(t, { ...who, order_id: o.order_id }, 'received', at)
    if (o.order_id !== null) await completeCashOrder(t, o.order_id, title, at, actor)
  }

  deps.jobs?.register(PMALL_AUTO_RECEIVE_JOB, async (t, payload: { id?: unknown }) => {
    const head = await t.one<{ order_id: number | null }>('SELECT order_id FROM pmall_orders WHERE id = $1', [
      Number(payload.id)
    ])
    // The cash order first, the exchange second: the same lock order as a payment or a cancel.
    if (head?.order_id != null) await lockOrder(t, null, head.order_id)
    const o = await t.one<{ id: number; status: PointsOrderState; order_id: number | null }>(
      'SELECT id, status, order_id FROM pmall_orders WHERE id = $1 FOR UPDATE',
      [Number(payload.id)]
    )
    // Received by the user meanwhile (or never shipped): nothing to do.
    if (o?.status === 'shipped') {
      await receiveIn(t, o, clock.now(), '已自動確認收貨', { type: 'system', name: PMALL_AUTO_RECEIVE_JOB })
    }
  })

  /** The exchange of a cash order, locked (the order row is locked first by the caller). */
  const lockByOrder = (t: Db, orderId: number) =>
    t.one<{
      id: number
      user_id: number
      status: PointsOrderState
      way: PointsMallWay
      store_id: number | null
      item_id: number
      qty: number
      name: string
      order_id: number | null
    }>(
      `SELECT id, user_id, status, way, store_id, item_id, qty, name, order_id FROM pmall_orders
       WHERE order_id = $1 FOR UPDATE`,
      [orderId]
    )

  /** Gives back what an exchange held: its stock and its points (each once; the ledger refuses a second refund). */
  async function giveBack(
    t: Db,
    o: { id: number; user_id: number; item_id: number; qty: number },
    reason: string
  ) {
    await t.query('UPDATE pmall_items SET stock = stock + $2, exchanged = exchanged - $2 WHERE id = $1', [
      o.item_id,
      o.qty
    ])
    await points.refund(t, o.user_id, `pmall:${o.id}`, reason)
    await pickup.void(t, `pmall:${o.id}`)
  }

  // Paid at the cashier: the gift goes to pickup (a code now) or shipping.
  deps.lifecycle?.on('paid', { fulfilment: 'points' }, async (t, order, now) => {
    const o = await lockByOrder(t, order.id)
    if (!o) return
    const to = step(o.status, o.way === 'pickup' ? 'payForPickup' : 'payForDelivery')
    await t.query('UPDATE pmall_orders SET status = $2, updated_at = $3 WHERE id = $1', [o.id, to, now])
    if (o.way === 'pickup' && o.store_id !== null) {
      await pickup.issue(t, { merchantId: o.store_id, userId: o.user_id, ref: `pmall:${o.id}` })
    }
  })
  // Not paid in time: the exchange closes, points and stock come back.
  deps.lifecycle?.on('expired', { fulfilment: 'points' }, async (t, order, now) => {
    const o = await lockByOrder(t, order.id)
    if (!o || o.status !== 'unpaid') return
    await t.query('UPDATE pmall_orders SET status = $2, updated_at = $3 WHERE id = $1', [
      o.id,
      step(o.status, 'expire'),
      now
    ])
    await giveBack(t, o, '兌換超時未付款，蜂蜜退回')
    await notifyExchange(t, o, 'expired', now)
  })

  /** The `orders` row of an exchange's cash part (vertical supermarket, fulfilment points), unpaid. */
  async function placeCashOrder(
    t: Db,
    i: {
      userId: number
      exchangeId: number
      clientKey: string
      name: string
      qty: number
      cash: number
      storeId: number | null
      address: Record<string, unknown> | null
      now: number
    }
  ): Promise<number> {
    // A delivered gift ships from the mall's first supermarket store.
    const store =
      i.storeId ??
      (
        await t.one<{ id: number }>(
          `SELECT id FROM merchants WHERE 'supermarket' = ANY(verticals) ORDER BY id LIMIT 1`
        )
      )?.id
    if (store === undefined) throw new Error('no supermarket store for a points-mall cash order')
    const placed = await placeOrder(
      t,
      {
        userId: i.userId,
        clientKey: `pmall:${i.clientKey}`,
        requestHash: `pmall:${i.exchangeId}`,
        actor: { type: 'customer', id: i.userId },
        price: async () => ({
          merchantId: store,
          vertical: 'supermarket',
          fulfilment: 'points',
          goodsAmount: i.cash,
          total: i.cash,
          feeLines: [{ label: `積分兌換：${i.name} ×${i.qty}`, amount: i.cash }],
          address: i.address ?? {},
          // The exchange's stock is the mall's (given back by its hooks), not goods stock.
          lines: [],
          itemCount: i.qty,
          searchWords: [i.name, '積分兌換'],
          note: `積分兌換：${i.name}`
        })
      },
      i.now
    )
    return placed.orderId
  }

  /** Closes an unpaid exchange whose payment window passed (check on read; the job does it too). */
  async function expireIfDue(userId: number, id: number): Promise<void> {
    const r = await db.one<{
      order_id: number | null
      status: PointsOrderState
      pay_deadline: number | null
    }>(
      `SELECT o.order_id, o.status, po.pay_deadline FROM pmall_orders o LEFT JOIN orders po ON po.id = o.order_id
       WHERE o.id = $1 AND o.user_id = $2`,
      [id, userId]
    )
    if (r?.status === 'unpaid' && r.order_id !== null && Number(r.pay_deadline) <= clock.now()) {
      await deps.orders?.load(userId, r.order_id)
    }
  }

  async function orderOf(t: Db, userId: number, id: number): Promise<PointsMallOrder> {
    const r = await t.one<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1 AND o.user_id = $2`, [id, userId])
    if (!r) throw notFound('找不到兌換訂單')
    return toOrder(r, clock.now())
  }

  return {
    /** A gift's name (its picture is drawn from it). */
    async itemName(id: number): Promise<string | undefined> {
      return (await db.one<{ name: string }>('SELECT name FROM pmall_items WHERE id = $1', [id]))?.name
    },

    async items(q: {
      kind?: 'gift' | 'coupon' | undefined
      page: number
      pageSize: number
    }): Promise<Page<PointsMallItem>> {
      const where = `on_sale AND ($1::text IS NULL OR kind = $1)`
      const count = await db.one<{ n: number }>(`SELECT COUNT(*)::int AS n FROM pmall_items WHERE ${where}`, [
        q.kind ?? null
      ])
      const rows = await db.many<ItemRow>(
        `SELECT * FROM pmall_items WHERE ${where} ORDER BY sort, id LIMIT $2 OFFSET $3`,
        [q.kind ?? null, q.pageSize, (q.page - 1) * q.pageSize]
      )
      const total = count?.n ?? 0
      return {
        list: rows.map(toItem),
        page: q.page,
        pageSize: q.pageSize,
        total,
        hasMore: q.page * q.pageSize < total
      }
    },

    async item(id: number): Promise<PointsMallItem> {
      const r = await db.one<ItemRow>('SELECT * FROM pmall_items WHERE id = $1 AND on_sale', [id])
      if (!r) throw notFound('找不到禮品')
      return toItem(r)
    },

    /**
     * Exchanges `qty` of an item for points, once per clientKey (a retry answers the same exchange). Gifts go
     * to a supermarket store for pickup (a pickup code) or to one of the user's addresses; coupons are issued
     * at once. Not enough points → POINTS_INSUFFICIENT, no stock → GIFT_SOLD_OUT, over the per-user limit →
     * LIMIT_EXCEEDED; nothing changes then.
     */
    async exchange(
      userId: number,
      b: {
        clientKey: string
        itemId: number
        qty: number
        way: PointsMallWay
        storeId?: number | undefined
        addressId?: number | undefined
      }
    ): Promise<PointsMallOrder> {
      return db.tx(async (t) => {
        await t.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId])
        const known = await t.one<{ id: number }>(
          'SELECT id FROM pmall_orders WHERE user_id = $1 AND client_key = $2',
          [userId, b.clientKey]
        )
        if (known) return orderOf(t, userId, known.id)
        const item = await t.one<ItemRow>('SELECT * FROM pmall_items WHERE id = $1 AND on_sale', [b.itemId])
        if (!item) throw notFound('找不到禮品')
        if ((item.kind === 'coupon') !== (b.way === 'coupon')) {
          throw validation(
            item.kind === 'coupon' ? '參數 way 須為 coupon' : '參數 way 須為 pickup 或 delivery'
          )
        }
        let storeId: number | null = null
        let address: OrderRow['address'] = null
        let orderAddress: Record<string, unknown> | null = null
        if (b.way === 'pickup') {
          if (b.storeId === undefined) throw validation('缺少參數 storeId（自取門店）')
          const s = await t.one<{ name: string; phone: string; address: string; lat: number; lng: number }>(
            `SELECT name, phone, address, lat, lng FROM merchants WHERE id = $1 AND 'supermarket' = ANY(verticals)`,
            [b.storeId]
          )
          if (!s) throw notFound('找不到自取門店')
          storeId = b.storeId
          orderAddress = {
            name: s.name,
            areaCode: '853',
            phone: s.phone,
            gender: 0,
            tag: '',
            address: s.address,
            detail: '到店自取',
            lat: s.lat,
            lng: s.lng
          }
        }
        let shipStoreId: number | null = null
        if (b.way === 'delivery') {
          // A delivered gift ships from the mall's first supermarket store; its merchant call ships it.
          shipStoreId =
            (
              await t.one<{ id: number }>(
                `SELECT id FROM merchants WHERE 'supermarket' = ANY(verticals) ORDER BY id LIMIT 1`
              )
            )?.id ?? null
          if (b.addressId === undefined) throw new AppError(ErrorCode.ADDRESS_REQUIRED, '請選擇收貨地址')
          const a = await t.one<{
            name: string
            area_code: string
            phone: string
            gender: number
            tag: string
            address: string
            detail: string
            lat: number
            lng: number
          }>(
            `SELECT name, area_code, phone, gender, tag, address, detail, lat, lng FROM addresses
             WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL`,
            [b.addressId, userId]
          )
          if (!a) throw notFound('找不到收貨地址')
          orderAddress = {
            name: a.name,
            areaCode: a.area_code,
            phone: a.phone,
            gender: a.gender,
            tag: a.tag,
            address: a.address,
            detail: a.detail,
            lat: a.lat,
            lng: a.lng
          }
          address = {
            name: a.name,
            phone: `+${a.area_code} ${a.phone}`,
            address: `${a.address} ${a.detail}`.trim()
          }
        }
        if (item.per_user > 0) {
          const had = await t.one<{ n: number }>(
            `SELECT COALESCE(SUM(qty), 0)::int AS n FROM pmall_orders
             WHERE user_id = $1 AND item_id = $2 AND status <> 'cancelled'`,
            [userId, item.id]
          )
          if (b.qty > pointsMallLimitLeft({ perUser: item.per_user }, had?.n ?? 0)) {
            throw new AppError(ErrorCode.LIMIT_EXCEEDED, `每人限兌${item.per_user}件`)
          }
        }
        const took = await t.one(
          'UPDATE pmall_items SET stock = stock - $2, exchanged = exchanged + $2 WHERE id = $1 AND stock >= $2 RETURNING id',
          [item.id, b.qty]
        )
        if (!took) throw new AppError(ErrorCode.GIFT_SOLD_OUT, `${item.name} 庫存不足`)
        const now = clock.now()
        const price = pointsMallPrice(item, b.qty)
        const cash = price.cash
        const status: PointsOrderState =
          cash > 0 ? 'unpaid' : b.way === 'pickup' ? 'to_pickup' : b.way === 'delivery' ? 'to_ship' : 'issued'
        const o = await t.one<{ id: number }>(
          `INSERT INTO pmall_orders (user_id, item_id, client_key, kind, name, qty, points, status, way, store_id,
             address, created_at, updated_at, cash, ship_store_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13, $14) RETURNING id`,
          [
            userId,
            item.id,
            b.clientKey,
            item.kind,
            item.name,
            b.qty,
            price.points,
            status,
            b.way,
            storeId,
            address ? JSON.stringify(address) : null,
            now,
            cash,
            shipStoreId
          ]
        )
        const id = Number(o?.id)
        await points.spend(t, userId, price.points, `積分商城兌換：${item.name}`, `pmall:${id}`)
        if (cash > 0) {
          // The cash part is an order of kind 'points' paid at the normal cashier; until then points and stock
          // are held and no pickup code exists.
          const orderId = await placeCashOrder(t, {
            userId,
            exchangeId: id,
            clientKey: b.clientKey,
            name: item.name,
            qty: b.qty,
            cash,
            storeId: storeId ?? shipStoreId,
            address: orderAddress,
            now
          })
          await t.query('UPDATE pmall_orders SET order_id = $2 WHERE id = $1', [id, orderId])
          return orderOf(t, userId, id)
        }
        if (b.way === 'pickup' && storeId !== null) {
          await pickup.issue(t, { merchantId: storeId, userId, ref: `pmall:${id}` })
        }
        await notifyExchange(
          t,
          { user_id: userId, order_id: null, name: item.name, qty: b.qty },
          status === 'to_pickup' || status === 'to_ship' ? status : 'issued',
          now
        )
        if (b.way === 'coupon') {
          const couponId = await issueCoupon(t, {
            userId,
            type: 'coupon',
            templateKey: `pmall:${item.id}`,
            name: item.name,
            amount: item.coupon_amount ?? 0,
            threshold: item.coupon_threshold ?? 0,
            merchantId: item.coupon_merchant_id,
            expiresAt: now + (item.coupon_days ?? 30) * DAY_MS,
            createdAt: now
          })
          await t.query('UPDATE pmall_orders SET coupon_id = $2 WHERE id = $1', [id, couponId])
        }
        return orderOf(t, userId, id)
      })
    },

    async orders(
      userId: number,
      q: {
        status: PointsOrderState | 'all'
        kind?: 'gift' | 'coupon' | undefined
        page: number
        pageSize: number
      }
    ): Promise<PointsMallOrderPage> {
      const due = await db.many<{ id: number }>(
        `SELECT o.id FROM pmall_orders o JOIN orders po ON po.id = o.order_id
         WHERE o.user_id = $1 AND o.status = 'unpaid' AND po.pay_deadline <= $2`,
        [userId, clock.now()]
      )
      for (const d of due) await expireIfDue(userId, d.id)
      const where = `o.user_id = $1 AND ($2::text IS NULL OR o.status = $2) AND ($3::text IS NULL OR o.kind = $3)`
      const params = [userId, q.status === 'all' ? null : q.status, q.kind ?? null]
      const count = await db.one<{ n: number }>(
        `SELECT COUNT(*)::int AS n FROM pmall_orders o WHERE ${where}`,
        params
      )
      const rows = await db.many<OrderRow>(
        `${ORDER_SELECT} WHERE ${where} ORDER BY o.id DESC LIMIT $4 OFFSET $5`,
        [...params, q.pageSize, (q.page - 1) * q.pageSize]
      )
      const total = count?.n ?? 0
      return {
        list: rows.map((r) => toOrder(r, clock.now())),
        page: q.page,
        pageSize: q.pageSize,
        total,
        hasMore: q.page * q.pageSize < total
      }
    },

    async order(userId: number, id: number): Promise<PointsMallOrder> {
      await expireIfDue(userId, id)
      return orderOf(db, userId, id)
    },

    /** The exchange of a cash order (the cashier's way back); another user's → NOT_FOUND. */
    async orderByOrderId(userId: number, orderId: number): Promise<PointsMallOrder> {
      const r = await db.one<{ id: number }>(
        'SELECT id FROM pmall_orders WHERE order_id = $1 AND user_id = $2',
        [orderId, userId]
      )
      if (!r) throw notFound('找不到兌換訂單')
      return this.order(userId, r.id)
    },

    /**
     * The store ships a delivery exchange it ships from (its X-Merchant-Key call): to_ship → shipped, with an
     * optional carrier and tracking number, and the auto-receive job. Another store's, a coupon's or a missing
     * exchange → NOT_FOUND; one not waiting to ship (unpaid, cancelled, shipped) → ORDER_STATE; nothing changes.
     */
    async ship(
      merchantId: number,
      id: number,
      b: { carrier?: string | undefined; trackingNo?: string | undefined }
    ): Promise<PointsMallOrder> {
      return db.tx(async (t) => {
        const o = await t.one<{
          id: number
          user_id: number
          status: PointsOrderState
          order_id: number | null
          name: string
          qty: number
        }>(
          `SELECT id, user_id, status, order_id, name, qty FROM pmall_orders
           WHERE id = $1 AND way = 'delivery' AND ship_store_id = $2
           FOR UPDATE`,
          [id, merchantId]
        )
        if (!o) throw notFound('找不到兌換訂單')
        const now = clock.now()
        await t.query(
          `UPDATE pmall_orders SET status = $2, carrier = $3, tracking_no = $4, shipped_at = $5, updated_at = $5
           WHERE id = $1`,
          [id, step(o.status, 'ship'), b.carrier ?? null, b.trackingNo ?? null, now]
        )
        await notifyExchange(t, o, 'shipped', now)
        await enqueueJob(
          t,
          {
            kind: PMALL_AUTO_RECEIVE_JOB,
            runAt: now + AUTO_RECEIVE_AFTER_MS,
            key: String(id),
            payload: { id }
          },
          now
        )
        return orderOf(t, o.user_id, id)
      })
    },

    /** The store's delivery exchanges waiting to ship (or shipped), oldest first: the counter's list. */
    async toShip(merchantId: number, q: { status: 'to_ship' | 'shipped'; page: number; pageSize: number }) {
      const where = `o.way = 'delivery' AND o.ship_store_id = $1 AND o.status = $2`
      const count = await db.one<{ n: number }>(
        `SELECT COUNT(*)::int AS n FROM pmall_orders o WHERE ${where}`,
        [merchantId, q.status]
      )
      const rows = await db.many<OrderRow>(
        `${ORDER_SELECT} WHERE ${where} ORDER BY o.id LIMIT $3 OFFSET $4`,
        [merchantId, q.status, q.pageSize, (q.page - 1) * q.pageSize]
      )
      const total = count?.n ?? 0
      return {
        list: rows.map((r) => toOrder(r, clock.now())),
        page: q.page,
        pageSize: q.pageSize,
        total,
        hasMore: q.page * q.pageSize < total
      } satisfies PointsMallOrderPage
    },

    /** The user confirms a shipped gift received: shipped → completed (another user's → NOT_FOUND). */
    async receive(userId: number, id: number): Promise<PointsMallOrder> {
      return db.tx(async (t) => {
        const head = await t.one<{ order_id: number | null }>(
          'SELECT order_id FROM pmall_orders WHERE id = $1 AND user_id = $2',
          [id, userId]
        )
        if (!head) throw notFound('找不到兌換訂單')
        // The cash order first, the exchange second: the same lock order as a payment or a cancel.
        if (head.order_id !== null) await lockOrder(t, userId, head.order_id)
        const o = await t.one<{ id: number; status: PointsOrderState; order_id: number | null }>(
          'SELECT id, status, order_id FROM pmall_orders WHERE id = $1 AND user_id = $2 FOR UPDATE',
          [id, userId]
        )
        if (!o) throw notFound('找不到兌換訂單')
        await receiveIn(t, o, clock.now(), '已確認收貨', { type: 'customer', id: userId })
        return orderOf(t, userId, id)
      })
    },

    /**
     * Cancels an open gift exchange: points and stock come back once, the pickup code stops working; a paid cash
     * part goes back to where it came from (the order is cancelled with its refund), all in one transaction.
     */
    async cancel(userId: number, id: number): Promise<PointsMallOrder> {
      await expireIfDue(userId, id)
      return db.tx(async (t) => {
        const head = await t.one<{ order_id: number | null }>(
          'SELECT order_id FROM pmall_orders WHERE id = $1 AND user_id = $2',
          [id, userId]
        )
        if (!head) throw notFound('找不到兌換訂單')
        // The cash order first, the exchange second: the same lock order as a payment.
        const cashOrder: CashOrderRow | null =
          head.order_id === null ? null : await lockOrder(t, userId, head.order_id)
        const o = await t.one<{
          id: number
          user_id: number
          status: PointsOrderState
          item_id: number
          qty: number
          name: string
          order_id: number | null
        }>(
          `SELECT id, user_id, status, item_id, qty, name, order_id FROM pmall_orders
           WHERE id = $1 AND user_id = $2 FOR UPDATE`,
          [id, userId]
        )
        if (!o) throw notFound('找不到兌換訂單')
        const now = clock.now()
        const to = step(o.status, 'cancel')
        await t.query('UPDATE pmall_orders SET status = $2, updated_at = $3 WHERE id = $1', [id, to, now])
        await giveBack(t, o, '兌換取消，蜂蜜退回')
        await notifyExchange(t, o, 'cancelled', now)
        if (cashOrder && (cashOrder.status === 'unpaid' || cashOrder.status === 'paid')) {
          const reason = '取消積分兌換'
          await mover().move(
            t,
            cashOrder,
            'cancel',
            { type: 'customer', id: userId },
            {
              at: now,
              reason,
              note: reason,
              set: { cancel_reason: reason }
            }
          )
          await returnHeld(t, cashOrder, now)
          if (cashOrder.status === 'paid') await refundOnCancel(t, cashOrder, reason, now)
        }
        return orderOf(t, userId, id)
      })
    }
  }
}

export type PointsMallService = ReturnType<typeof createPointsMallService>
