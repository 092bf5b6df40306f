import type { RefundRow, SaleRow, SoldLine } from '@lotus/contract/figures'
import type { Db } from '../../db/db.js'

/** The shop's orders paid in [start, end) (a sale is counted when paid, at what the customer paid). */
export const salesIn = (db: Db, merchantId: number, start: number, end: number) =>
  db.many<SaleRow>(
    `SELECT id AS "orderId", order_no AS "orderNo", paid_at::float8 AS "paidAt", total FROM orders
     WHERE merchant_id = $1 AND paid_at >= $2 AND paid_at < $3 ORDER BY paid_at, id`,
    [merchantId, start, end]
  )

/** The shop's refunds approved in [start, end), whatever day their order was paid. */
export const refundsIn = (db: Db, merchantId: number, start: number, end: number) =>
  db.many<RefundRow>(
    `SELECT r.id AS "refundId", o.id AS "orderId", o.order_no AS "orderNo", r.decided_at::float8 AS "decidedAt",
            r.amount
     FROM refunds r JOIN orders o ON o.id = r.order_id
     WHERE o.merchant_id = $1 AND r.status = 'approved' AND r.decided_at >= $2 AND r.decided_at < $3
     ORDER BY r.decided_at, r.id`,
    [merchantId, start, end]
  )

/** The lines of the shop's orders paid in [start, end), merged per goods. */
export const linesIn = (db: Db, merchantId: number, start: number, end: number) =>
  db.many<SoldLine>(
    `SELECT i.goods_id AS "goodsId", min(i.name) AS name, SUM(i.item_count)::int AS qty, SUM(i.amount)::int AS amount
     FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE o.merchant_id = $1 AND o.paid_at >= $2 AND o.paid_at < $3
     GROUP BY i.goods_id`,
    [merchantId, start, end]
  )
