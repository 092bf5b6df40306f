-- Supermarket (issue 9): two-level aisles, goods as SKUs, reviews, news, delivery slots with capacity,
-- pickup codes and limited coupon batches.

-- Aisles shared by every supermarket store: a level-1 aisle (parent_id null) holds level-2 aisles.
CREATE TABLE market_aisles (
  id serial PRIMARY KEY,
  parent_id integer REFERENCES market_aisles(id),
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX market_aisles_parent_idx ON market_aisles(parent_id, sort);

-- A supermarket goods as the shopper sees it (one page, one gallery); its SKUs are rows of `goods` with
-- spu_id set (each its own price, stock and limitBuy; the cart's goodsId and productId are the SKU's id).
CREATE TABLE market_spus (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  aisle_id integer NOT NULL REFERENCES market_aisles(id),
  seed_key text,
  name text NOT NULL,
  brand text NOT NULL DEFAULT '',
  origin text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  tags text[] NOT NULL DEFAULT '{}',
  gallery_size integer NOT NULL DEFAULT 3,
  pickup boolean NOT NULL DEFAULT true,
  delivery boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL
);
CREATE INDEX market_spus_merchant_idx ON market_spus(merchant_id, aisle_id, sort);

ALTER TABLE goods ADD COLUMN spu_id integer REFERENCES market_spus(id);
ALTER TABLE goods ADD COLUMN spec text NOT NULL DEFAULT '';
CREATE INDEX goods_spu_idx ON goods(spu_id) WHERE spu_id IS NOT NULL;

CREATE TABLE market_reviews (
  id serial PRIMARY KEY,
  spu_id integer NOT NULL REFERENCES market_spus(id),
  user_id integer REFERENCES users(id),
  nickname text NOT NULL,
  star integer NOT NULL CHECK (star BETWEEN 1 AND 5),
  content text NOT NULL DEFAULT '',
  images jsonb NOT NULL DEFAULT '[]',
  spec text NOT NULL DEFAULT '',
  created_at bigint NOT NULL
);
CREATE INDEX market_reviews_spu_idx ON market_reviews(spu_id, created_at DESC);

CREATE TABLE market_news (
  id serial PRIMARY KEY,
  merchant_id integer REFERENCES merchants(id),
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  created_at bigint NOT NULL
);
CREATE INDEX market_news_created_idx ON market_news(created_at DESC, id DESC);

-- Delivery time slots (generic: any store). A store's plan says which slots a day has and how many orders
-- each takes; a booking row counts the orders of one store, date and slot (never above its capacity).
CREATE TABLE slot_plans (
  store_id integer NOT NULL REFERENCES merchants(id),
  slot text NOT NULL CHECK (slot ~ '^[0-2][0-9]:[0-5][0-9]-[0-2][0-9]:[0-5][0-9]$'),
  capacity integer NOT NULL CHECK (capacity >= 0),
  PRIMARY KEY (store_id, slot)
);
CREATE TABLE slot_bookings (
  store_id integer NOT NULL REFERENCES merchants(id),
  date text NOT NULL CHECK (date ~ '^\d{4}-\d{2}-\d{2}$'),
  slot text NOT NULL,
  capacity integer NOT NULL CHECK (capacity >= 0),
  booked integer NOT NULL DEFAULT 0 CHECK (booked >= 0 AND booked <= capacity),
  PRIMARY KEY (store_id, date, slot)
);
-- Which booking each cause (an order) holds, so a cancel frees it exactly once.
CREATE TABLE slot_holds (
  ref text PRIMARY KEY,
  store_id integer NOT NULL,
  date text NOT NULL,
  slot text NOT NULL,
  released boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL
);

-- Pickup codes: 8 digits, redeemed once by the store's own X-Merchant-Key call.
CREATE TABLE pickup_codes (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  user_id integer NOT NULL REFERENCES users(id),
  code text NOT NULL CHECK (code ~ '^\d{8}$'),
  ref text NOT NULL UNIQUE,
  redeemed_at bigint,
  voided_at bigint,
  created_at bigint NOT NULL
);
CREATE UNIQUE INDEX pickup_codes_live_idx ON pickup_codes(merchant_id, code) WHERE redeemed_at IS NULL AND voided_at IS NULL;

-- Limited coupons: a batch (of one store, or of every store when merchant_id is null) of `total` coupons claimable in [starts_at, ends_at), at most per_user each.
CREATE TABLE coupon_batches (
  id serial PRIMARY KEY,
  merchant_id integer REFERENCES merchants(id),
  name text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  threshold integer NOT NULL DEFAULT 0 CHECK (threshold >= 0),
  total integer NOT NULL CHECK (total >= 0),
  claimed integer NOT NULL DEFAULT 0 CHECK (claimed >= 0 AND claimed <= total),
  per_user integer NOT NULL DEFAULT 1 CHECK (per_user > 0),
  starts_at bigint NOT NULL,
  ends_at bigint NOT NULL,
  valid_days integer NOT NULL DEFAULT 7 CHECK (valid_days > 0),
  created_at bigint NOT NULL
);
CREATE TABLE coupon_claims (
  batch_id integer NOT NULL REFERENCES coupon_batches(id),
  user_id integer NOT NULL REFERENCES users(id),
  n integer NOT NULL DEFAULT 0,
  PRIMARY KEY (batch_id, user_id)
);
