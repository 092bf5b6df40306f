import type { PointsMallOrder, PointsOrderState } from '@lotus/contract/order-points'
import { notFound } from '../../../errors.js'
import { enqueueJob } from '../../jobs/job-queue.js'
import {
  AUTO_RECEIVE_AFTER_MS,
  type MallContext,
  PMALL_AUTO_RECEIVE_JOB,
  notifyExchange,
  step
} from './shared.js'
import { orderOf } from './helpers.js'

/**
 * The store ships a delivery exchange it ships from (its X-Merchant-Key call): to_ship → shipped, with an
 * optional carrier and tracking number, and the auto-receive job. Another store's, a coupon's or a missing
 * exchange → NOT_FOUND; one not waiting to ship (unpaid, cancelled, shipped) → ORDER_STATE; nothing changes.
 */
export const ship =
  (ctx: MallContext) =>
  async (
    merchantId: number,
    id: number,
    b: { carrier?: string | undefined; trackingNo?: string | undefined }
  ): Promise<PointsMallOrder> => {
    const { db, clock } = ctx
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
      return orderOf(ctx, t, o.user_id, id)
    })
  }
