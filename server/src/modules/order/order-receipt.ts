import { machineFor } from '@lotus/contract/order-machines'
import { optionsText, PAY_METHOD_TEXT, type OrderReceipt } from '@lotus/contract/order-receipt'
import type { CartProp, FeeLine } from '@lotus/contract/cart'
import type { Db } from '../../db/db.js'
import { toSeconds } from '../../clock.js'
import { AppError, ErrorCode } from '../../errors.js'
import { orderNotFound, verticalOf, type OrderRow } from './order-ops.js'

/** Receipts of paid orders: the order's owner only (anyone else's is NOT_FOUND), never an unpaid one. */
export function createReceiptService(deps: { db: Db }) {
  const { db } = deps
  return {
    async receipt(userId: number, orderId: number): Promise<OrderReceipt> {
      const o = await db.one<OrderRow & { m_name: string; m_address: string; m_phone: string }>(
        `SELECT o.*, m.name AS m_name, m.address AS m_address, m.phone AS m_phone
         FROM orders o JOIN merchants m ON m.id = o.merchant_id WHERE o.id = $1 AND o.user_id = $2`,
        [orderId, userId]
      )
      if (!o) throw orderNotFound()
      if (o.paid_at === null || o.pay_method === null) {
        throw new AppError(ErrorCode.ORDER_STATE, '訂單尚未支付，沒有收據')
      }
      const items = await db.many<{
        name: string
        props: CartProp[]
        item_count: number
        unit_price: number
        amount: number
      }>(
        'SELECT name, props, item_count, unit_price, amount FROM order_items WHERE order_id = $1 ORDER BY sort, id',
        [o.id]
      )
      const refunded = await db.one<{ n: number }>(
        "SELECT COALESCE(SUM(amount), 0)::int AS n FROM refunds WHERE order_id = $1 AND status = 'approved'",
        [o.id]
      )
      const lines: FeeLine[] = o.fee_lines ?? []
      // orders priced by the calculator carry every line (商品金額 first); group orders only their goods amount
      const fees = lines.length
        ? lines.filter((l) => l.amount >= 0)
        : [{ label: '商品金額', amount: o.goods_amount }]
      const text = machineFor(o.fulfilment)?.text as Record<string, string> | undefined
      return {
        orderId: o.id,
        orderNo: o.order_no,
        vertical: verticalOf(o),
        fulfilment: o.fulfilment,
        merchant: { name: o.m_name, address: o.m_address, phone: o.m_phone },
        lines: items.map((i) => ({
          name: i.name,
          options: optionsText(i.props ?? []),
          itemCount: i.item_count,
          unitPrice: i.unit_price,
          amount: i.amount
        })),
        fees,
        discounts: lines.filter((l) => l.amount < 0),
        total: o.total,
        payMethod: o.pay_method,
        payMethodText: PAY_METHOD_TEXT[o.pay_method],
        paidAt: toSeconds(o.paid_at),
        refunded: refunded?.n ?? 0,
        statusText: text?.[o.status] ?? o.status
      }
    }
  }
}
