-- Riders (issue 36 point 6): who carries an order, where each rider last was, and the trail of a delivery.
-- The rider who took the order (a staff account of role rider); null until taken. One rider per order: the take
-- locks the order and sets this only while it is null.
ALTER TABLE orders ADD COLUMN rider_id integer REFERENCES staff_accounts(id);
-- A rider's deliveries by day (today's earnings).
CREATE INDEX orders_rider_delivered_idx ON orders(rider_id, delivered_at) WHERE rider_id IS NOT NULL;
-- Open deliveries: accepted or ready, not taken.
CREATE INDEX orders_open_deliveries_idx ON orders(status)
  WHERE rider_id IS NULL AND fulfilment = 'delivery' AND status IN ('accepted', 'ready');

-- The latest position of each rider (epoch ms).
CREATE TABLE rider_positions (
  rider_id integer PRIMARY KEY REFERENCES staff_accounts(id),
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  at bigint NOT NULL
);

-- The positions shared while carrying an order (the customer's map reads the latest).
CREATE TABLE rider_trail (
  id bigserial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id),
  rider_id integer NOT NULL REFERENCES staff_accounts(id),
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  at bigint NOT NULL
);
CREATE INDEX rider_trail_order_idx ON rider_trail(order_id, at DESC);

-- A rider's work phone, given to the customer of an order the rider carries (masked on the order page).
ALTER TABLE staff_accounts ADD COLUMN phone text NOT NULL DEFAULT '';
