import { FULFILMENT_TEXT, isFulfilment } from '@lotus/contract/order-kinds'
import { machineFor } from '@lotus/contract/order-machines'
import type { Page, StaffOrderRow } from '@lotus/contract/staff'
import type { Db } from '../../db/db.js'

interface Row {
  id: number
  order_no: string
  vertical: string
  fulfilment: string
  status: string
  total: number
  item_count: number
  created_at: number
}

/**
 * One shop's paid orders, newest first (an unpaid order is the customer's business until it is paid). The caller
 * has asked the policy whether the session may read this shop.
 */
export async function shopOrders(
  db: Db,
  q: { merchantId: number; status?: string | undefined; page: number; pageSize: number }
): Promise<Page<StaffOrderRow>> {
  const params: unknown[] = [q.merchantId]
  let cond = 'merchant_id = $1 AND paid_at IS NOT NULL'
  if (q.status) {
    params.push(q.status)
    cond += ` AND status = $${params.length}`
  }
  const [count, rows] = await Promise.all([
    db.one<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE ${cond}`, params),
    db.many<Row>(
      `SELECT id, order_no, vertical, fulfilment, status, total, item_count, created_at FROM orders
       WHERE ${cond} ORDER BY created_at DESC, id DESC LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
      params
    )
  ])
  return {
    list: rows.map((r) => {
      const kind = isFulfilment(r.fulfilment) ? r.fulfilment : 'delivery'
      const text = machineFor(kind)?.text as Record<string, string> | undefined
      return {
        id: r.id,
        orderNo: r.order_no,
        vertical: r.vertical,
        fulfilment: r.fulfilment,
        fulfilmentText: FULFILMENT_TEXT[kind],
        status: r.status,
        statusText: text?.[r.status] ?? r.status,
        total: Number(r.total),
        itemCount: r.item_count,
        createdAt: Math.floor(Number(r.created_at) / 1000)
      }
    }),
    total: count?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize
  }
}
