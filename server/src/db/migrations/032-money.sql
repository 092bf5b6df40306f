-- The money side of the account centre (issue 12): honey exchange, coupon verticals, help coupons, bank cards,
-- rider tips and stored-value shop cards. Times are epoch milliseconds; money integer avos.

-- A coupon may be limited to one vertical (honey-exchange coupons); NULL = every vertical.
ALTER TABLE coupons ADD COLUMN vertical text;

-- One row per exchange: the points spend (points_records ref 'exchange:<id>') and the coupon it issued.
CREATE TABLE honey_exchanges (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  item_key text NOT NULL,
  points integer NOT NULL CHECK (points > 0),
  coupon_id integer NOT NULL REFERENCES coupons(id),
  created_at bigint NOT NULL
);
CREATE INDEX honey_exchanges_user_idx ON honey_exchanges(user_id, id DESC);

-- Help coupons: the owner shares code; each friend helps once (primary key); unlocked once at need.
CREATE TABLE help_coupons (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  code text NOT NULL UNIQUE,
  need integer NOT NULL CHECK (need > 0),
  helped integer NOT NULL DEFAULT 0 CHECK (helped >= 0),
  status text NOT NULL DEFAULT 'helping' CHECK (status IN ('helping', 'unlocked')),
  coupon_id integer REFERENCES coupons(id),
  expires_at bigint NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX help_coupons_user_idx ON help_coupons(user_id, id DESC);
CREATE TABLE help_coupon_helpers (
  help_id integer NOT NULL REFERENCES help_coupons(id),
  helper_id integer NOT NULL REFERENCES users(id),
  created_at bigint NOT NULL,
  PRIMARY KEY (help_id, helper_id)
);

-- Bound bank cards: only the gateway's token and the last four digits, never the number.
CREATE TABLE bank_cards (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  token text NOT NULL UNIQUE,
  brand text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  created_at bigint NOT NULL,
  removed_at bigint
);
CREATE INDEX bank_cards_user_idx ON bank_cards(user_id) WHERE removed_at IS NULL;

-- A gateway top-up may name the bound card it was paid with; a shop-card purchase is a gateway kind too.
ALTER TABLE payment_txns ADD COLUMN card_id integer REFERENCES bank_cards(id);
ALTER TABLE payment_txns ADD COLUMN shop_card_tier_id integer;
ALTER TABLE payment_txns DROP CONSTRAINT payment_txns_kind_check;
ALTER TABLE payment_txns ADD CONSTRAINT payment_txns_kind_check CHECK (kind IN ('order', 'recharge', 'shopCard'));

-- One tip per order (primary key); the money is the wallet_records row of type tip.
CREATE TABLE rider_tips (
  order_id integer PRIMARY KEY REFERENCES orders(id),
  user_id integer NOT NULL REFERENCES users(id),
  amount integer NOT NULL CHECK (amount > 0),
  created_at bigint NOT NULL
);

-- Stored-value shop cards: tiers per merchant (seeded), one card per user and merchant, every change a record.
CREATE TABLE shop_card_tiers (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  pay integer NOT NULL CHECK (pay > 0),
  credit integer NOT NULL CHECK (credit >= pay),
  UNIQUE (merchant_id, pay)
);
CREATE TABLE shop_cards (
  user_id integer NOT NULL REFERENCES users(id),
  merchant_id integer NOT NULL REFERENCES merchants(id),
  balance integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
  updated_at bigint NOT NULL,
  PRIMARY KEY (user_id, merchant_id)
);
CREATE TABLE shop_card_records (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  merchant_id integer NOT NULL REFERENCES merchants(id),
  kind text NOT NULL CHECK (kind IN ('buy', 'pay', 'refund', 'forfeit')),
  amount integer NOT NULL CHECK (amount <> 0),
  balance_after integer NOT NULL CHECK (balance_after >= 0),
  title text NOT NULL,
  order_id integer REFERENCES orders(id),
  created_at bigint NOT NULL
);
CREATE INDEX shop_card_records_user_idx ON shop_card_records(user_id, merchant_id, id DESC);
-- An order is paid from a card once and refunded to it once.
CREATE UNIQUE INDEX shop_card_records_order_idx ON shop_card_records(order_id, kind) WHERE order_id IS NOT NULL;

-- A refund of a shop-card-paid order goes back to the card.
ALTER TABLE refunds DROP CONSTRAINT refunds_to_source_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_to_source_check CHECK (to_source IN ('wallet', 'online', 'shopCard'));
