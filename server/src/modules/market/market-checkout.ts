import { canChangeDelivery } from '@lotus/contract/order'
import { slotStartsAt } from '@lotus/contract/slots'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound, validation } from '../../errors.js'
import type { JobQueue } from '../jobs/job-queue.js'
import { amendOrder } from '../order/amend.js'
import type { OrderRow } from '../order/order-ops.js'
import type { OrderService, SubmitResult } from '../order/order-service.js'
import type { SlotService } from '../slots/slot-service.js'

export const SLOT_RELEASE_JOB = 'market.release-slots'
const RELEASE_EVERY_MS = 60_000

/**
 * Supermarket delivery checkout: the store's stored cart becomes a `supermarket`/`delivery` order through
 * orders.placeIn, and the chosen slot is held for it in the same transaction (a full slot undoes the
 * order). A job frees the slots of orders that were cancelled or refunded.
 */
export function createMarketCheckout(deps: {
  db: Db
  orders: OrderService
  slots: SlotService
  jobs: JobQueue
  clock: Clock
}) {
  const { db, orders, slots, clock } = deps

  deps.jobs.every(
    SLOT_RELEASE_JOB,
    (after) => (Math.floor(Math.max(after, deps.clock.now()) / RELEASE_EVERY_MS) + 1) * RELEASE_EVERY_MS,
    async (t) => {
      const held = await t.many<{ ref: string }>(
        `SELECT h.ref FROM slot_holds h JOIN orders o ON h.ref = 'order:' || o.id
         WHERE NOT h.released AND o.status IN ('cancelled', 'refunded') LIMIT 1000`
      )
      for (const h of held) await slots.release(t, h.ref)
    }
  )

  return {
    async submit(
      userId: number,
      b: {
        clientKey: string
        mchId: number
        addressId: number
        remark?: string | undefined
        couponId?: number | undefined
        freeDeliveryId?: number | undefined
        date: string
        slot: string
      }
    ): Promise<SubmitResult & { date: string; slot: string }> {
      return db.tx(async (t) => {
        const store = await t.one(
          `SELECT 1 AS x FROM merchants WHERE id = $1 AND 'supermarket' = ANY(verticals)`,
          [b.mchId]
        )
        if (!store) throw notFound('找不到超市')
        let startsAt: number
        try {
          startsAt = slotStartsAt(b.date, b.slot)
        } catch {
          throw validation('參數 slot 不是有效的配送時段')
        }
        await slots.check(t, { storeId: b.mchId, date: b.date, slot: b.slot })
        const placed = await orders.placeIn(
          t,
          userId,
          {
            clientKey: b.clientKey,
            mchId: b.mchId,
            addressId: b.addressId,
            remark: b.remark,
            couponId: b.couponId,
            freeDeliveryId: b.freeDeliveryId,
            deliveryTime: Math.floor(startsAt / 1000)
          },
          { vertical: 'supermarket', fulfilment: 'delivery', lines: null }
        )
        await slots.hold(t, { storeId: b.mchId, date: b.date, slot: b.slot, ref: `order:${placed.orderId}` })
        return { ...placed, date: b.date, slot: b.slot }
      })
    },

    /**
     * A supermarket self-pickup order from the store's stored cart: no address, no slot, no delivery fee. It is
     * collected at the store itself or at `pickupStoreId`, another store of the same chain that accepts pickup
     * and takes orders (else NOT_FOUND, nothing placed); at one of that store's active pickup points when it has
     * any (the order keeps a copy of it). Its pickup code is issued for that store when paid and only that store's
     * redeem completes it.
     */
    async submitPickup(
      userId: number,
      b: {
        clientKey: string
        mchId: number
        pickupStoreId?: number | undefined
        pickupPointId?: number | undefined
        remark?: string | undefined
        couponId?: number | undefined
      }
    ): Promise<SubmitResult & { pickupStoreId: number }> {
      return db.tx(async (t) => {
        const store = await t.one<{ chain: string | null }>(
          `SELECT chain FROM merchants WHERE id = $1 AND 'supermarket' = ANY(verticals)`,
          [b.mchId]
        )
        if (!store) throw notFound('找不到超市')
        const at = b.pickupStoreId ?? b.mchId
        const pickupAt = await t.one(
          // The order's own store being suspended is placeIn's MERCHANT_CLOSED; another store must take orders.
          `SELECT 1 AS x FROM merchants WHERE id = $1 AND 'supermarket' = ANY(verticals) AND accepts_pickup
             AND (id = $2 OR (is_open AND chain IS NOT NULL AND chain = $3))`,
          [at, b.mchId, store.chain]
        )
        if (!pickupAt) throw notFound('此門店不接受自取，請選擇同一連鎖的其他門店')
        // A store with active pickup points has the customer choose one of them (a disabled one is gone).
        const points = await t.many<{ id: number; name: string; address: string; hours: string }>(
          'SELECT id, name, address, hours FROM pickup_points WHERE merchant_id = $1 AND active ORDER BY id',
          [at]
        )
        const point = points.find((p) => p.id === b.pickupPointId)
        if (b.pickupPointId !== undefined && !point) throw notFound('找不到此自取點，請重新選擇')
        if (!point && points.length > 0) throw validation('請選擇自取點')
        // Another store of the chain: set on the new order only (a retry answers the order as placed).
        const placed = await orders.placeIn(
          t,
          userId,
          { clientKey: b.clientKey, mchId: b.mchId, remark: b.remark, couponId: b.couponId },
          {
            vertical: 'supermarket',
            fulfilment: 'pickup',
            lines: null,
            ...(at !== b.mchId ? { pickupStoreId: at } : {})
          }
        )
        // the order keeps the point as it was (a retry keeps the first one)
        if (point)
          await t.query(
            `INSERT INTO order_pickup_points (order_id, point_id, name, address, hours) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (order_id) DO NOTHING`,
            [placed.orderId, point.id, point.name, point.address, point.hours]
          )
        const o = await t.one<{ pickup_store_id: number | null }>(
          'SELECT pickup_store_id FROM orders WHERE id = $1',
          [placed.orderId]
        )
        return { ...placed, pickupStoreId: o?.pickup_store_id ?? b.mchId }
      })
    },

    /**
     * Moves an own supermarket delivery order to another slot before it is dispatched: the new place is
     * taken first (SLOT_FULL / SLOT_CLOSED leave the order as it was), then the old one is freed.
     */
    async changeSlot(
      userId: number,
      b: { id: number; date: string; slot: string }
    ): Promise<{ date: string; slot: string }> {
      return db.tx(async (t) => {
        const o = await t.one<{ id: number; merchant_id: number; status: OrderRow['status'] }>(
          `SELECT id, merchant_id, status FROM orders WHERE id = $1 AND user_id = $2 AND vertical = 'supermarket'
             AND fulfilment = 'delivery' FOR UPDATE`,
          [b.id, userId]
        )
        if (!o) throw notFound('找不到訂單')
        if (!canChangeDelivery({ fulfilment: 'delivery', status: o.status })) {
          throw new AppError(ErrorCode.ORDER_STATE, '訂單已出發配送，無法修改配送時間')
        }
        await slots.check(t, { storeId: o.merchant_id, date: b.date, slot: b.slot })
        const ref = `order:${o.id}`
        const old = await slots.heldFor(t, ref)
        if (old && old.date === b.date && old.slot === b.slot) return old
        await slots.release(t, ref)
        await slots.hold(t, { storeId: o.merchant_id, date: b.date, slot: b.slot, ref })
        await amendOrder(
          t,
          o,
          { deliveryTime: slotStartsAt(b.date, b.slot) },
          { title: '已修改配送時間', titleKey: 'slotChanged', note: `${b.date} ${b.slot}` },
          { type: 'customer', id: userId },
          clock.now()
        )
        return { date: b.date, slot: b.slot }
      })
    }
  }
}
