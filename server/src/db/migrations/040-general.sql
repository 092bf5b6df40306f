-- General store (issue 11): shop kinds, goods sold by weight or box, seasonal fruit, alcohol, wine gifts.

-- The birth date a user declared for age-restricted goods (until the account centre's verified date).
ALTER TABLE users ADD COLUMN declared_birth_date text;
ALTER TABLE users ADD COLUMN birth_declared_at bigint;

-- An alcohol order is handed over only after the rider checks the recipient's age (state age_check).
ALTER TABLE orders ADD COLUMN age_check boolean NOT NULL DEFAULT false;
ALTER TABLE orders ADD COLUMN age_checked_at bigint;

CREATE TABLE general_stores (
  merchant_id integer PRIMARY KEY REFERENCES merchants(id),
  kind text NOT NULL CHECK (kind IN ('fruit', 'florist', 'bakery', 'wine', 'gift')),
  -- What happens when goods sold by weight weigh less than estimated (contract/weight.ts).
  weight_policy text NOT NULL DEFAULT 'refund' CHECK (weight_policy IN ('refund', 'absorb'))
);
CREATE INDEX general_stores_kind_idx ON general_stores(kind);

CREATE TABLE general_goods (
  goods_id integer PRIMARY KEY REFERENCES goods(id),
  sell_by text NOT NULL DEFAULT 'unit' CHECK (sell_by IN ('unit', 'weight', 'box')),
  price_per_500g integer CHECK (price_per_500g > 0),
  unit_grams integer CHECK (unit_grams > 0),
  season text,
  season_months integer[] NOT NULL DEFAULT '{}',
  origin text,
  alcohol boolean NOT NULL DEFAULT false,
  gift_set boolean NOT NULL DEFAULT false,
  CHECK (sell_by <> 'weight' OR (price_per_500g IS NOT NULL AND unit_grams IS NOT NULL))
);

-- One row per weighed order line: the store's final weight and how the difference was settled.
CREATE TABLE general_weighings (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id),
  goods_id integer NOT NULL REFERENCES goods(id),
  estimated_grams integer NOT NULL,
  final_grams integer NOT NULL,
  charged integer NOT NULL,
  final_amount integer NOT NULL,
  refund integer NOT NULL,
  absorbed integer NOT NULL,
  policy text NOT NULL,
  at bigint NOT NULL,
  UNIQUE (order_id, goods_id)
);

-- Sending wine: the recipient of a gift order and the link through which they may fill in the address.
CREATE TABLE wine_gifts (
  id serial PRIMARY KEY,
  order_id integer NOT NULL UNIQUE REFERENCES orders(id),
  user_id integer NOT NULL REFERENCES users(id),
  token text NOT NULL UNIQUE,
  state text NOT NULL CHECK (state IN ('awaiting_address', 'ready', 'expired')),
  recipient_name text NOT NULL,
  recipient_phone text NOT NULL,
  deliver_on text NOT NULL,
  card text NOT NULL DEFAULT '',
  gift_wrap boolean NOT NULL DEFAULT false,
  link_expires_at bigint,
  address_filled_at bigint,
  created_at bigint NOT NULL
);
