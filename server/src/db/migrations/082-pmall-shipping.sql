-- Issue 9 point 6: a delivered points-mall gift ships from a store (ship_store_id, whose merchant call ships
-- it, with an optional carrier and tracking number) and is received by the user or automatically later.
ALTER TABLE pmall_orders ADD COLUMN ship_store_id integer REFERENCES merchants(id);
ALTER TABLE pmall_orders ADD COLUMN carrier text;
ALTER TABLE pmall_orders ADD COLUMN tracking_no text;
ALTER TABLE pmall_orders ADD COLUMN shipped_at bigint;
ALTER TABLE pmall_orders ADD COLUMN received_at bigint;
-- Delivery exchanges made before: they ship from the store their cash order (if any) names, else the mall's
-- first supermarket store (the rule of the exchange).
UPDATE pmall_orders p SET ship_store_id = COALESCE(
  (SELECT o.merchant_id FROM orders o WHERE o.id = p.order_id),
  (SELECT m.id FROM merchants m WHERE 'supermarket' = ANY(m.verticals) ORDER BY m.id LIMIT 1))
WHERE p.way = 'delivery';
CREATE INDEX pmall_orders_ship_idx ON pmall_orders(ship_store_id, status) WHERE ship_store_id IS NOT NULL;
