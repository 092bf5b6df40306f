import type { WeighOrder } from '@lotus/contract/counter'
import type { Db } from '../../db/db.js'
import { notFound, validation } from '../../errors.js'
import { statusText } from '../order/order-state-machine.js'

/** A shop's weighed-fruit order by its number, with its by-weight lines and what was weighed already. */
export async function weighOrder(db: Db, merchantId: number, orderNo: string): Promise<WeighOrder> {
  const o = await db.one<{ id: number; order_no: string; status: string; fulfilment: string }>(
    "SELECT id, order_no, status, fulfilment FROM orders WHERE order_no = $1 AND merchant_id = $2 AND status <> 'unpaid'",
    [orderNo, merchantId]
  )
  if (!o) throw notFound('找不到訂單')
  const lines = await db.many<{
    goods_id: number
    name: string
    item_count: number
    unit_grams: number
    amount: number
    final_grams: number | null
    refund: number | null
  }>(
    `SELECT i.goods_id, MIN(i.name) AS name, SUM(i.item_count)::int AS item_count, f.unit_grams,
       SUM(i.amount)::int AS amount, w.final_grams, w.refund
     FROM order_items i JOIN general_goods f ON f.goods_id = i.goods_id AND f.sell_by = 'weight'
       LEFT JOIN general_weighings w ON w.order_id = i.order_id AND w.goods_id = i.goods_id
     WHERE i.order_id = $1
     GROUP BY i.goods_id, f.unit_grams, w.final_grams, w.refund ORDER BY i.goods_id`,
    [o.id]
  )
  if (lines.length === 0) throw validation('此訂單沒有按重量計價的商品')
  return {
    orderId: o.id,
    orderNo: o.order_no,
    status: statusText(o.fulfilment as Parameters<typeof statusText>[0], o.status),
    lines: lines.map((l) => ({
      goodsId: l.goods_id,
      name: l.name,
      quantity: l.item_count,
      estimatedGrams: l.unit_grams * l.item_count,
      charged: l.amount,
      finalGrams: l.final_grams,
      refund: l.refund
    }))
  }
}
