import type { RefundRow, SaleRow, SoldLine } from '@lotus/contract/figures'
import type { Db } from '../../db/db.js'

/**
 * The commission rate in force for an order paid at `paid` (SQL over orders o): the rate the first change after
 * that replaced, or the shop's current rate when none came after (migration 231).
 */
const RATE_AT_PAID = `COALESCE(
  (SELECT c.old_bps FROM merchant_commission_changes c
   WHERE c.merchant_id = o.merchant_id AND c.at > o.paid_at ORDER BY c.at, c.id LIMIT 1),
  (SELECT m.commission_bps FROM merchants m WHERE m.id = o.merchant_id))`

/** The shop's orders paid in [start, end) (a sale is counted when paid, at what the customer paid). */
export const salesIn = (db: Db, merchantId: number, start: number, end: number) =>
  db.many<SaleRow>(
    `SELECT o.id AS "orderId", o.order_no AS "orderNo", o.paid_at::float8 AS "paidAt", o.total,
            ${RATE_AT_PAID} AS bps
     FROM orders o
     WHERE o.merchant_id = $1 AND o.paid_at >= $2 AND o.paid_at < $3 ORDER BY o.paid_at, o.id`,
    [merchantId, start, end]
  )

/** The shop's refunds approved in [start, end), whatever day their order was paid. */
export const refundsIn = (db: Db, merchantId: number, start: number, end: number) =>
  db.many<RefundRow>(
    `SELECT r.id AS "refundId", o.id AS "orderId", o.order_no AS "orderNo", r.decided_at::float8 AS "decidedAt",
            r.amount, ${RATE_AT_PAID} AS bps
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
