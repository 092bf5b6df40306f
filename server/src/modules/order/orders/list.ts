import type { OrderStatusFilter } from '@lotus/contract/order'
import type { Vertical } from '@lotus/contract/verticals'
import type { Paged } from '../../merchant/merchant-service.js'
import { SELECT_ORDER, slotsOf, toSummary, type OrderSummary, type OrderWithMerchant } from '../order-view.js'
import { expireOverdueOf } from './expire.js'
import { escapeLike, filterStates, type OrderContext } from './shared.js'

/** The user's orders newest first; vertical and status are filtered here, so pages are full. */
export const list =
  (ctx: OrderContext) =>
  async (
    userId: number,
    q: {
      status: OrderStatusFilter
      vertical?: Vertical | undefined
      page: number
      pageSize: number
      keyword?: string | undefined
    }
  ): Promise<Paged<OrderSummary>> => {
    await expireOverdueOf(ctx, userId)
    const kw = q.keyword?.trim() ? `%${escapeLike(q.keyword.trim())}%` : null
    const f = filterStates(q.status)
    // a god-member plan is no shop's order: the spec lists none in the order list (the member page shows it)
    const where = `o.user_id = $1 AND o.fulfilment <> 'membership' AND ($2::text IS NULL OR o.search_text ILIKE $2)
    AND ($3::text IS NULL OR o.vertical = $3) AND ($4::text[] IS NULL OR o.status = ANY($4::text[]))
    ${f.unevaluated ? 'AND NOT o.evaluated' : ''}`
    const params = [userId, kw, q.vertical ?? null, f.states]
    const count = await ctx.db.one<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM orders o WHERE ${where}`,
      params
    )
    const rows = await ctx.db.many<OrderWithMerchant>(
      `${SELECT_ORDER} WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT $5 OFFSET $6`,
      [...params, q.pageSize, (q.page - 1) * q.pageSize]
    )
    const names = rows.length
      ? await ctx.db.many<{ order_id: number; name: string }>(
          'SELECT order_id, name FROM order_items WHERE order_id = ANY($1::int[]) ORDER BY order_id, sort, id',
          [rows.map((r) => r.id)]
        )
      : []
    const slots = await slotsOf(ctx.db, rows)
    const now = ctx.clock.now()
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
  }
