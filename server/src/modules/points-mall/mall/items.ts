import type { PointsMallItem } from '@lotus/contract/order-points'
import type { Page } from '@lotus/contract/page'
import { type ItemRow, type MallContext, toItem } from './shared.js'

export const items =
  (ctx: MallContext) =>
  async (q: {
    kind?: 'gift' | 'coupon' | undefined
    page: number
    pageSize: number
  }): Promise<Page<PointsMallItem>> => {
    const { db } = ctx
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
  }
