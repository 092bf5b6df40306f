-- Issue 3 (takeaway, part A): carts, delivery fee bands, coupons, addresses, favourites, reports, comments.
-- Times are epoch milliseconds (bigint), as in 001; the API answers seconds.

ALTER TABLE merchants ADD COLUMN delivery_range_m integer NOT NULL DEFAULT 5000;

-- Delivery fee by time of day (Asia/Macau). Minutes of day; end may be 1440. Bands may not wrap midnight
-- (a night band is two rows).
CREATE TABLE time_fee_bands (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  start_min integer NOT NULL CHECK (start_min >= 0 AND start_min < 1440),
  end_min integer NOT NULL CHECK (end_min > start_min AND end_min <= 1440),
  base_fee integer NOT NULL CHECK (base_fee >= 0),
  per_km_fee integer NOT NULL DEFAULT 0 CHECK (per_km_fee >= 0),
  free_km integer NOT NULL DEFAULT 0 CHECK (free_km >= 0),
  label text NOT NULL DEFAULT ''
);
CREATE INDEX time_fee_bands_merchant_idx ON time_fee_bands(merchant_id, start_min);

-- One row per cart line; id is the cartId the app sees. Persisted per user and merchant.
CREATE TABLE cart_lines (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  merchant_id integer NOT NULL REFERENCES merchants(id),
  goods_id integer NOT NULL REFERENCES goods(id),
  product_id integer NOT NULL,
  item_count integer NOT NULL CHECK (item_count > 0),
  props jsonb NOT NULL DEFAULT '[]',
  opt_type integer,
  sort integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL
);
CREATE INDEX cart_lines_user_idx ON cart_lines(user_id, merchant_id, sort);

-- Coupons and red envelopes a user holds. status is usable or used; "expired" is usable past expires_at.
CREATE TABLE coupons (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  type text NOT NULL CHECK (type IN ('coupon', 'redEnvelope')),
  template_key text NOT NULL DEFAULT '',
  name text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  threshold integer NOT NULL DEFAULT 0 CHECK (threshold >= 0),
  merchant_id integer REFERENCES merchants(id),
  status text NOT NULL DEFAULT 'usable' CHECK (status IN ('usable', 'used')),
  order_id integer,
  used_at bigint,
  expires_at bigint NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX coupons_user_idx ON coupons(user_id, type, status);
CREATE INDEX coupons_order_idx ON coupons(order_id);

CREATE TABLE addresses (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  name text NOT NULL,
  area_code text NOT NULL,
  phone text NOT NULL,
  gender integer NOT NULL DEFAULT 0,
  tag text NOT NULL DEFAULT '其他',
  address text NOT NULL,
  detail text NOT NULL DEFAULT '',
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  deleted_at bigint
);
CREATE INDEX addresses_user_idx ON addresses(user_id);
-- At most one default address per user, enforced by the database.
CREATE UNIQUE INDEX addresses_one_default ON addresses(user_id) WHERE is_default AND deleted_at IS NULL;

CREATE TABLE favourites (
  user_id integer NOT NULL REFERENCES users(id),
  obj_type text NOT NULL CHECK (obj_type IN ('merchant', 'goods')),
  target_id integer NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (user_id, obj_type, target_id)
);

CREATE TABLE merchant_reports (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  merchant_id integer NOT NULL REFERENCES merchants(id),
  type text NOT NULL,
  content text NOT NULL,
  images jsonb NOT NULL DEFAULT '[]',
  phone text,
  created_at bigint NOT NULL
);

-- Order evaluations (written by the order module, part B; read by the comments list). Seeded comments have
-- no order.
CREATE TABLE comments (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  order_id integer UNIQUE,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  star integer NOT NULL CHECK (star BETWEEN 1 AND 5),
  taste_star integer NOT NULL CHECK (taste_star BETWEEN 1 AND 5),
  pack_star integer NOT NULL CHECK (pack_star BETWEEN 1 AND 5),
  content text NOT NULL DEFAULT '',
  images jsonb NOT NULL DEFAULT '[]',
  anonymous boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL,
  deleted_at bigint
);
CREATE INDEX comments_merchant_idx ON comments(merchant_id, created_at);
