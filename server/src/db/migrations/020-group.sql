-- Group-buying (issue 10): deals and combos redeemed with codes, film showtimes with seats, table reservations.
-- Times are epoch milliseconds; money integer avos. Group orders are rows of `orders` (vertical 'group',
-- fulfilment voucher | ticket | reservation); these tables hold what each kind adds.

ALTER TABLE merchants ADD COLUMN brand text;
ALTER TABLE merchants ADD COLUMN env_star double precision NOT NULL DEFAULT 0;
ALTER TABLE merchants ADD COLUMN service_star double precision NOT NULL DEFAULT 0;
ALTER TABLE comments ADD COLUMN env_star integer CHECK (env_star BETWEEN 1 AND 5);
ALTER TABLE comments ADD COLUMN service_star integer CHECK (service_star BETWEEN 1 AND 5);
ALTER TABLE comments ADD COLUMN deal_id integer;

CREATE TABLE group_deals (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  kind text NOT NULL CHECK (kind IN ('deal', 'combo')),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  price integer NOT NULL CHECK (price > 0),
  original_price integer NOT NULL,
  persons integer NOT NULL DEFAULT 1,
  contents jsonb NOT NULL DEFAULT '[]',
  rules jsonb NOT NULL,
  sold integer NOT NULL DEFAULT 0,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX group_deals_merchant_idx ON group_deals(merchant_id, sort);

CREATE TABLE group_dishes (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  name text NOT NULL,
  category text NOT NULL,
  price integer NOT NULL,
  description text NOT NULL DEFAULT '',
  recommended boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX group_dishes_merchant_idx ON group_dishes(merchant_id, sort);

CREATE TABLE group_photos (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  category text NOT NULL,
  title text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX group_photos_merchant_idx ON group_photos(merchant_id, sort);

-- One row per voucher or ticket code. A code is unguessable (12 random digits) and unique.
CREATE TABLE group_codes (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id),
  merchant_id integer NOT NULL REFERENCES merchants(id),
  code text NOT NULL UNIQUE,
  state text NOT NULL DEFAULT 'unused' CHECK (state IN ('unused', 'used', 'refunded', 'expired')),
  label text NOT NULL,
  price integer NOT NULL,
  used_at bigint,
  refunded_at bigint
);
CREATE INDEX group_codes_order_idx ON group_codes(order_id, id);

-- Which deal an order bought (one deal per voucher order) and how it may be used.
CREATE TABLE group_order_deals (
  order_id integer PRIMARY KEY REFERENCES orders(id),
  deal_id integer NOT NULL REFERENCES group_deals(id),
  rules jsonb NOT NULL
);

CREATE TABLE films (
  id serial PRIMARY KEY,
  title text NOT NULL,
  rating double precision NOT NULL,
  minutes integer NOT NULL,
  genre text NOT NULL,
  intro text NOT NULL DEFAULT ''
);

CREATE TABLE showtimes (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  film_id integer NOT NULL REFERENCES films(id),
  hall text NOT NULL,
  starts_at bigint NOT NULL,
  rows integer NOT NULL,
  cols integer NOT NULL,
  vip_rows integer[] NOT NULL DEFAULT '{}',
  price integer NOT NULL,
  vip_price integer NOT NULL
);
CREATE INDEX showtimes_merchant_idx ON showtimes(merchant_id, starts_at);

-- A seat taken by an order (held while it is unpaid, sold once paid). The primary key is what makes a seat
-- sell once: a second order's insert of the same seat conflicts. Released holds are deleted.
CREATE TABLE showtime_seats (
  showtime_id integer NOT NULL REFERENCES showtimes(id),
  seat_row integer NOT NULL,
  seat_col integer NOT NULL,
  order_id integer NOT NULL REFERENCES orders(id),
  PRIMARY KEY (showtime_id, seat_row, seat_col)
);
CREATE INDEX showtime_seats_order_idx ON showtime_seats(order_id);

CREATE TABLE reservation_slots (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  day text NOT NULL,
  time text NOT NULL,
  starts_at bigint NOT NULL,
  capacity integer NOT NULL CHECK (capacity >= 0),
  booked integer NOT NULL DEFAULT 0 CHECK (booked >= 0 AND booked <= capacity),
  deposit integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, day, time)
);

CREATE TABLE reservations (
  order_id integer PRIMARY KEY REFERENCES orders(id),
  slot_id integer NOT NULL REFERENCES reservation_slots(id),
  party integer NOT NULL CHECK (party BETWEEN 1 AND 20),
  name text NOT NULL,
  phone text NOT NULL,
  -- true while it holds a place in its slot
  holding boolean NOT NULL DEFAULT true
);
