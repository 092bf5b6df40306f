import type { PointsMallOrderPage, PointsOrderState } from '@lotus/contract/order-points'
import { type MallContext, ORDER_SELECT, type OrderRow, toOrder } from './shared.js'
import { expireIfDue } from './helpers.js'

export const orders =
  (ctx: MallContext) =>
  async (
    userId: number,
    q: {
      status: PointsOrderState | 'all'
      kind?: 'gift' | 'coupon' | undefined
      page: number
      pageSize: number
    }
  ): Promise<PointsMallOrderPage> => {
    const { db, clock } = ctx
    const due = await db.many<{ id: number }>(
      `SELECT o.id FROM pmall_orders o JOIN orders po ON po.id = o.order_id
     WHERE o.user_id = $1 AND o.status = 'unpaid' AND po.pay_deadline <= $2`,
      [userId, clock.now()]
    )
    for (const d of due) await expireIfDue(ctx, userId, d.id)
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
  }
