-- God-member plans are orders (issue 34): an `orders` row of fulfilment 'membership' and vertical 'member', with no
-- shop (merchant_id NULL only for them), numbered HY…, placed through placeOrder and moved through its machine
-- (contract/order-membership.ts); the paid hook grants the period (memberships.order_id names the order).
-- Existing member_orders rows move here with their transactions, and the old table goes.
ALTER TABLE orders ALTER COLUMN merchant_id DROP NOT NULL;
ALTER TABLE orders DROP CONSTRAINT orders_vertical_check;
ALTER TABLE orders ADD CONSTRAINT orders_vertical_check
  CHECK (vertical IN ('takeaway', 'supermarket', 'group', 'spell', 'general', 'member'));
ALTER TABLE orders DROP CONSTRAINT orders_fulfilment_check;
ALTER TABLE orders ADD CONSTRAINT orders_fulfilment_check
  CHECK (fulfilment IN ('delivery', 'pickup', 'express', 'voucher', 'ticket', 'reservation', 'points', 'membership'));
-- a shop's order has a shop; a membership has none
ALTER TABLE orders ADD CONSTRAINT orders_shop_check
  CHECK ((merchant_id IS NULL) = (fulfilment = 'membership') AND (vertical = 'member') = (fulfilment = 'membership'));

ALTER TABLE memberships ADD COLUMN order_id integer UNIQUE REFERENCES orders(id);

-- the rows, keyed by their unique number (HY…), their plan as the one line, and the period each paid
INSERT INTO orders (order_no, user_id, merchant_id, vertical, fulfilment, client_key, request_hash, status,
  goods_amount, total, fee_lines, address, item_count, search_text, pay_method, paid_at, pay_deadline,
  cancelled_at, cancel_reason, stock_returned, created_at, updated_at)
SELECT mo.order_no, mo.user_id, NULL, 'member', 'membership', mo.client_key, 'member:' || mo.plan, mo.status,
  mo.amount, mo.amount, '[]', '{}', 1, mo.order_no, mo.pay_method, mo.paid_at, mo.pay_deadline,
  CASE WHEN mo.status = 'cancelled' THEN mo.pay_deadline END,
  CASE WHEN mo.status = 'cancelled' THEN '超時未支付' END,
  true, mo.created_at, COALESCE(mo.paid_at, mo.created_at)
FROM member_orders mo
ORDER BY mo.id;

INSERT INTO order_items (order_id, goods_id, name, props, item_count, unit_price, amount)
SELECT o.id, 0,
  '神會員' || CASE mo.plan WHEN 'month' THEN '月卡' WHEN 'quarter' THEN '季卡' ELSE '年卡' END,
  jsonb_build_array(jsonb_build_object('plan', mo.plan)), 1, mo.amount, mo.amount
FROM member_orders mo JOIN orders o ON o.order_no = mo.order_no;

UPDATE memberships ms SET order_id = o.id
FROM member_orders mo JOIN orders o ON o.order_no = mo.order_no
WHERE ms.id = mo.membership_id;

-- the gateway's membership transactions name their order (now a row of orders) in member_order_id
ALTER TABLE payment_txns DROP CONSTRAINT payment_txns_member_order_id_fkey;
UPDATE payment_txns p SET member_order_id = o.id
FROM member_orders mo JOIN orders o ON o.order_no = mo.order_no
WHERE p.member_order_id = mo.id;
ALTER TABLE payment_txns ADD CONSTRAINT payment_txns_member_order_id_fkey
  FOREIGN KEY (member_order_id) REFERENCES orders(id);

DROP TABLE member_orders;
