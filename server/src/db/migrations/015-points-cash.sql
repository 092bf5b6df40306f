-- Points plus cash (issue 9): a points-mall item may also cost money (avos). Such an exchange holds its points
-- and stock at once and has an `orders` row (vertical 'supermarket', fulfilment 'points') for the cash part,
-- paid through the normal cashier; an unpaid exchange waits in state 'unpaid' until paid, cancelled or expired.
ALTER TABLE pmall_items ADD COLUMN cash integer NOT NULL DEFAULT 0 CHECK (cash >= 0);
ALTER TABLE pmall_orders ADD COLUMN cash integer NOT NULL DEFAULT 0 CHECK (cash >= 0);
ALTER TABLE pmall_orders ADD COLUMN order_id integer REFERENCES orders(id);
CREATE UNIQUE INDEX pmall_orders_order_idx ON pmall_orders(order_id) WHERE order_id IS NOT NULL;
