-- Points mall (issue 9): gifts and coupons exchanged for honey points; exchanges are orders of their own
-- (fulfilment 'points': pickup at a store with a pickup code, delivery to an address, or a coupon issued at once).
CREATE TABLE pmall_items (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('gift', 'coupon')),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  points integer NOT NULL CHECK (points > 0),
  stock integer NOT NULL CHECK (stock >= 0),
  per_user integer NOT NULL DEFAULT 0 CHECK (per_user >= 0),
  -- Coupon items: what the issued coupon is worth, its threshold, validity and store (null: any supermarket).
  coupon_amount integer,
  coupon_threshold integer,
  coupon_days integer,
  coupon_merchant_id integer REFERENCES merchants(id),
  exchanged integer NOT NULL DEFAULT 0,
  sort integer NOT NULL DEFAULT 0,
  on_sale boolean NOT NULL DEFAULT true,
  created_at bigint NOT NULL
);

CREATE TABLE pmall_orders (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  item_id integer NOT NULL REFERENCES pmall_items(id),
  client_key text NOT NULL,
  kind text NOT NULL,
  name text NOT NULL,
  qty integer NOT NULL CHECK (qty > 0),
  points integer NOT NULL CHECK (points > 0),
  status text NOT NULL,
  way text NOT NULL CHECK (way IN ('pickup', 'delivery', 'coupon')),
  store_id integer REFERENCES merchants(id),
  address jsonb,
  coupon_id integer,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  UNIQUE (user_id, client_key)
);
CREATE INDEX pmall_orders_user_idx ON pmall_orders(user_id, id DESC);
