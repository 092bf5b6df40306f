-- Times are epoch milliseconds (bigint) so an injected clock drives every rule; the API answers seconds.

CREATE TABLE users (
  id serial PRIMARY KEY,
  area_code text NOT NULL,
  phone text NOT NULL,
  level integer NOT NULL DEFAULT 0,
  mtype integer NOT NULL DEFAULT 0,
  nickname text NOT NULL,
  avatar text NOT NULL DEFAULT '',
  gender integer NOT NULL DEFAULT 0,
  birthday text,
  promotion_code text NOT NULL UNIQUE,
  inviter_id integer REFERENCES users(id),
  honey integer NOT NULL DEFAULT 0,
  wx_openid text UNIQUE,
  pay_password_hash text,
  identity_verified boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  UNIQUE (area_code, phone)
);

CREATE TABLE tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  token_hash text NOT NULL UNIQUE,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  revoked_at bigint
);
CREATE INDEX tokens_user_idx ON tokens(user_id);

CREATE TABLE sms_codes (
  id serial PRIMARY KEY,
  area_code text NOT NULL,
  phone text NOT NULL,
  type text NOT NULL,
  code_hash text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at bigint,
  voided_at bigint
);
CREATE INDEX sms_codes_phone_idx ON sms_codes(area_code, phone, created_at);

CREATE TABLE nonces (
  nonce text PRIMARY KEY,
  expires_at bigint NOT NULL
);
CREATE INDEX nonces_expires_idx ON nonces(expires_at);

CREATE TABLE sign_reports (
  id serial PRIMARY KEY,
  nonce text NOT NULL,
  sign_text text NOT NULL,
  sign text NOT NULL,
  json_data jsonb,
  ip text,
  created_at bigint NOT NULL
);

CREATE TABLE uploads (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  mime text NOT NULL,
  size integer NOT NULL,
  bytes bytea NOT NULL,
  created_at bigint NOT NULL
);

CREATE TABLE config (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at bigint NOT NULL
);

CREATE TABLE cities (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE merchants (
  id serial PRIMARY KEY,
  seed_key text UNIQUE,
  city_code text NOT NULL REFERENCES cities(code),
  name text NOT NULL,
  verticals text[] NOT NULL,
  category text NOT NULL,
  district text NOT NULL,
  address text NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  phone text NOT NULL DEFAULT '',
  open_hours text NOT NULL DEFAULT '',
  star double precision NOT NULL DEFAULT 0,
  taste_star double precision NOT NULL DEFAULT 0,
  pack_star double precision NOT NULL DEFAULT 0,
  month_sales integer NOT NULL DEFAULT 0,
  avg_price integer NOT NULL DEFAULT 0,
  min_order integer NOT NULL DEFAULT 0,
  delivery_fee integer NOT NULL DEFAULT 0,
  pack_fee integer NOT NULL DEFAULT 0,
  delivery_minutes integer NOT NULL DEFAULT 30,
  notice text NOT NULL DEFAULT '',
  tags text[] NOT NULL DEFAULT '{}',
  activities jsonb NOT NULL DEFAULT '[]',
  license_no text NOT NULL DEFAULT '',
  is_open boolean NOT NULL DEFAULT true
);

CREATE TABLE goods_categories (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, name)
);

CREATE TABLE goods (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  category_id integer NOT NULL REFERENCES goods_categories(id),
  seed_key text,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  price integer NOT NULL CHECK (price >= 0),
  original_price integer,
  pack_fee integer NOT NULL DEFAULT 0,
  stock integer NOT NULL CHECK (stock >= 0),
  total_stock integer NOT NULL CHECK (total_stock >= 0),
  limit_buy integer NOT NULL DEFAULT 0 CHECK (limit_buy >= 0),
  month_sales integer NOT NULL DEFAULT 0,
  tags text[] NOT NULL DEFAULT '{}',
  sort integer NOT NULL DEFAULT 0,
  on_sale boolean NOT NULL DEFAULT true
);
CREATE INDEX goods_merchant_idx ON goods(merchant_id);

-- An option group (e.g. 甜度) of a goods; values carry their price delta in avos.
CREATE TABLE goods_options (
  id serial PRIMARY KEY,
  goods_id integer NOT NULL REFERENCES goods(id),
  name text NOT NULL,
  required boolean NOT NULL DEFAULT false,
  multi boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX goods_options_goods_idx ON goods_options(goods_id);

CREATE TABLE goods_option_values (
  id serial PRIMARY KEY,
  option_id integer NOT NULL REFERENCES goods_options(id),
  value text NOT NULL,
  price_delta integer NOT NULL DEFAULT 0,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX goods_option_values_option_idx ON goods_option_values(option_id);

CREATE TABLE places (
  id serial PRIMARY KEY,
  name text NOT NULL,
  address text NOT NULL,
  district text NOT NULL,
  type text NOT NULL DEFAULT '',
  lat double precision NOT NULL,
  lng double precision NOT NULL
);

CREATE TABLE ads (
  id serial PRIMARY KEY,
  position text NOT NULL,
  name text NOT NULL,
  type integer NOT NULL CHECK (type IN (1, 2, 3)),
  wx_link text NOT NULL,
  merchant_id integer REFERENCES merchants(id),
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE impressions (
  id serial PRIMARY KEY,
  pos text NOT NULL,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  user_id integer REFERENCES users(id),
  created_at bigint NOT NULL
);

CREATE TABLE mqtt_credentials (
  username text PRIMARY KEY,
  password_hash text NOT NULL,
  user_id integer NOT NULL REFERENCES users(id),
  expires_at bigint NOT NULL
);
