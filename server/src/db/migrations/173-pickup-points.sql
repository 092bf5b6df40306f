-- Supermarket pickup points (issue 37 point 3): a store's places to collect a self-pickup order (a counter, a
-- locker), kept in the console (name, address, hours; disabled rather than deleted, so orders keep theirs). A
-- store with active points has its customers choose one; the order keeps a copy of the point it was placed with.
CREATE TABLE pickup_points (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  name text NOT NULL,
  address text NOT NULL,
  hours text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX pickup_points_merchant_idx ON pickup_points(merchant_id, id);
CREATE TABLE order_pickup_points (
  order_id integer PRIMARY KEY REFERENCES orders(id),
  point_id integer NOT NULL REFERENCES pickup_points(id),
  name text NOT NULL,
  address text NOT NULL,
  hours text NOT NULL
);
