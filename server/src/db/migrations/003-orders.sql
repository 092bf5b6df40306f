-- Orders, payments, wallet, refunds (issue 3). Times are epoch milliseconds; money integer avos.

CREATE SEQUENCE order_no_seq;

CREATE TABLE orders (
  id serial PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id),
  merchant_id integer NOT NULL REFERENCES merchants(id),
  vertical text NOT NULL DEFAULT 'takeaway',
  -- Idempotency: one order per (user, clientKey); request_hash tells a retry from a different body.
  client_key text NOT NULL,
  request_hash text NOT NULL,
  status text NOT NULL,
  goods_amount integer NOT NULL,
  pack_fee integer NOT NULL DEFAULT 0,
  delivery_fee integer NOT NULL DEFAULT 0,
  total integer NOT NULL CHECK (total >= 0),
  fee_lines jsonb NOT NULL,
  address jsonb NOT NULL,
  remark text NOT NULL DEFAULT '',
  tableware integer,
  delivery_time bigint,
  coupon_id integer,
  red_envelope_id integer,
  distance_m integer,
  item_count integer NOT NULL,
  search_text text NOT NULL DEFAULT '',
  pay_method text,
  paid_at bigint,
  pay_deadline bigint NOT NULL,
  accepted_at bigint,
  dispatched_at bigint,
  delivered_at bigint,
  completed_at bigint,
  cancelled_at bigint,
  cancel_reason text,
  stock_returned boolean NOT NULL DEFAULT false,
  refund_requests integer NOT NULL DEFAULT 0,
  evaluated boolean NOT NULL DEFAULT false,
  comment_id integer,
  rider jsonb,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  UNIQUE (user_id, client_key)
);
CREATE INDEX orders_user_idx ON orders(user_id, created_at DESC);
CREATE INDEX orders_status_idx ON orders(status, pay_deadline);

CREATE TABLE order_items (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id),
  goods_id integer NOT NULL,
  name text NOT NULL,
  image text NOT NULL DEFAULT '',
  props jsonb NOT NULL DEFAULT '[]',
  item_count integer NOT NULL CHECK (item_count > 0),
  unit_price integer NOT NULL,
  amount integer NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX order_items_order_idx ON order_items(order_id);

-- The timeline: one row per state change.
CREATE TABLE order_events (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id),
  status text NOT NULL,
  title text NOT NULL,
  note text,
  at bigint NOT NULL
);
CREATE INDEX order_events_order_idx ON order_events(order_id, at);

-- One wallet per user, created lazily. Pay-password tries and lock live here; the hash is users.pay_password_hash.
CREATE TABLE wallets (
  user_id integer PRIMARY KEY REFERENCES users(id),
  balance integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
  pay_tries integer NOT NULL DEFAULT 0,
  locked_until bigint,
  updated_at bigint NOT NULL
);

CREATE TABLE wallet_records (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  type text NOT NULL CHECK (type IN ('recharge', 'pay', 'refund')),
  amount integer NOT NULL,
  balance_after integer NOT NULL,
  title text NOT NULL,
  order_id integer REFERENCES orders(id),
  created_at bigint NOT NULL
);
CREATE INDEX wallet_records_user_idx ON wallet_records(user_id, id DESC);

-- Sandbox gateway transactions: an order payment or a wallet recharge; single use.
CREATE TABLE payment_txns (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('order', 'recharge')),
  user_id integer NOT NULL REFERENCES users(id),
  order_id integer REFERENCES orders(id),
  amount integer NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'fail', 'refunded')),
  created_at bigint NOT NULL,
  completed_at bigint
);
CREATE INDEX payment_txns_order_idx ON payment_txns(order_id);

CREATE TABLE refunds (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id),
  user_id integer NOT NULL REFERENCES users(id),
  amount integer NOT NULL,
  to_source text NOT NULL CHECK (to_source IN ('wallet', 'online')),
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text NOT NULL,
  detail text NOT NULL DEFAULT '',
  images jsonb NOT NULL DEFAULT '[]',
  -- the sandbox gateway's refund reference (online payments)
  gateway_ref text,
  note text,
  created_at bigint NOT NULL,
  decided_at bigint
);
CREATE INDEX refunds_order_idx ON refunds(order_id, id DESC);
CREATE INDEX refunds_pending_idx ON refunds(status, created_at);
