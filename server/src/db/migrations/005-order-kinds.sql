-- Order kinds (issue 7): every order records its true vertical and how it is fulfilled
-- (contract/verticals.ts, contract/order-kinds.ts). The defaults only serve rows written before this;
-- the order service always names both.
ALTER TABLE orders ADD COLUMN fulfilment text NOT NULL DEFAULT 'delivery'
  CHECK (fulfilment IN ('delivery', 'pickup', 'express', 'voucher', 'ticket', 'reservation', 'points'));

-- Spell checkouts were stored as takeaway.
UPDATE orders SET vertical = 'spell' WHERE id IN (SELECT order_id FROM spells WHERE order_id IS NOT NULL);
ALTER TABLE orders ADD CONSTRAINT orders_vertical_check
  CHECK (vertical IN ('takeaway', 'supermarket', 'group', 'spell', 'general'));

-- The order list of one vertical (GET /v1/store/order/list?vertical=), newest first.
CREATE INDEX orders_user_vertical_idx ON orders(user_id, vertical, created_at DESC, id DESC);
