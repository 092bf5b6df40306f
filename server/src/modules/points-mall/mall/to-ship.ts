import type { PointsMallOrderPage } from '@lotus/contract/order-points'
import { type MallContext, ORDER_SELECT, type OrderRow, toOrder } from './shared.js'

/** The store's delivery exchanges waiting to ship (or shipped), oldest first: the counter's list. */
export const toShip =
  (ctx: MallContext) =>
  async (merchantId: number, q: { status: 'to_ship' | 'shipped'; page: number; pageSize: number }) => {
    const { db, clock } = ctx
    const where = `o.way = 'delivery' AND o.ship_store_id = $1 AND o.status = $2`
    const count = await db.one<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM pmall_orders o WHERE ${where}`,
      [merchantId, q.status]
    )
    const rows = await db.many<OrderRow>(`${ORDER_SELECT} WHERE ${where} ORDER BY o.id LIMIT $3 OFFSET $4`, [
      merchantId,
      q.status,
      q.pageSize,
      (q.page - 1) * q.pageSize
    ])
    const total = count?.n ?? 0
    return {
      list: rows.map((r) => toOrder(r, clock.now())),
      page: q.page,
      pageSize: q.pageSize,
      total,
      hasMore: q.page * q.pageSize < total
    } satisfies PointsMallOrderPage
  }
