-- Account centre (issue 12): wallet ledger kinds, sign-in, god member, identity, messages, feedback,
-- member QR, phone change and account deletion. Times are epoch milliseconds; money integer avos.

-- Every balance change is a wallet_records row; these are the kinds beside top-up, payment and refund.
ALTER TABLE wallet_records DROP CONSTRAINT wallet_records_type_check;
ALTER TABLE wallet_records ADD CONSTRAINT wallet_records_type_check
  CHECK (type IN ('recharge', 'pay', 'refund', 'membership', 'shopCard', 'tip', 'forfeit'));

-- One row per Asia/Macau day signed; the primary key makes concurrent taps one sign-in.
CREATE TABLE sign_ins (
  user_id integer NOT NULL REFERENCES users(id),
  day text NOT NULL,
  streak integer NOT NULL CHECK (streak >= 1),
  reward integer NOT NULL CHECK (reward >= 0),
  created_at bigint NOT NULL,
  PRIMARY KEY (user_id, day)
);

-- God member periods bought; a user is a member while now < the latest ends_at.
CREATE TABLE memberships (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  plan text NOT NULL CHECK (plan IN ('month', 'quarter', 'year')),
  price integer NOT NULL CHECK (price > 0),
  starts_at bigint NOT NULL,
  ends_at bigint NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX memberships_user_idx ON memberships(user_id, ends_at DESC);

-- The month's member coupons, issued once per (user, Asia/Macau month).
CREATE TABLE member_coupon_grants (
  user_id integer NOT NULL REFERENCES users(id),
  month text NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (user_id, month)
);

-- Growth value from completed orders drives levels 0..5.
ALTER TABLE users ADD COLUMN growth integer NOT NULL DEFAULT 0;

-- Identity documents: the document is sealed with AES-GCM (key from configuration); number_hash is an
-- HMAC of type and number so one identity belongs to one account (rejected ones do not count).
CREATE TABLE identities (
  user_id integer PRIMARY KEY REFERENCES users(id),
  doc_type text NOT NULL CHECK (doc_type IN ('bir', 'hkid', 'mainland', 'passport')),
  number_hash text NOT NULL,
  sealed text NOT NULL,
  masked_name text NOT NULL,
  masked_number text NOT NULL,
  status text NOT NULL CHECK (status IN ('reviewing', 'approved', 'rejected')),
  reject_reason text,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE UNIQUE INDEX identities_number_idx ON identities(number_hash) WHERE status <> 'rejected';

-- Messages: user_id NULL is a platform notice for everyone.
CREATE TABLE messages (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN ('notice', 'order')),
  title text NOT NULL,
  body text NOT NULL,
  order_id integer REFERENCES orders(id),
  created_at bigint NOT NULL
);
CREATE INDEX messages_user_idx ON messages(user_id, id DESC);
CREATE TABLE message_reads (
  user_id integer NOT NULL REFERENCES users(id),
  message_id integer NOT NULL REFERENCES messages(id),
  read_at bigint NOT NULL,
  PRIMARY KEY (user_id, message_id)
);

CREATE TABLE feedbacks (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  category text NOT NULL,
  content text NOT NULL,
  images jsonb NOT NULL DEFAULT '[]',
  status text NOT NULL CHECK (status IN ('received', 'processing', 'replied', 'closed')),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX feedbacks_user_idx ON feedbacks(user_id, id DESC);
CREATE TABLE feedback_replies (
  id serial PRIMARY KEY,
  feedback_id integer NOT NULL REFERENCES feedbacks(id),
  author text NOT NULL CHECK (author IN ('staff', 'user')),
  content text NOT NULL,
  created_at bigint NOT NULL
);

-- A member QR step accepted by a merchant (once per user and 60 s step).
CREATE TABLE member_qr_uses (
  user_id integer NOT NULL REFERENCES users(id),
  step bigint NOT NULL,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  used_at bigint NOT NULL,
  PRIMARY KEY (user_id, step)
);

-- Account deletion: requested, then erased by a durable job after the grace period unless cancelled.
CREATE TABLE account_deletions (
  user_id integer PRIMARY KEY REFERENCES users(id),
  status text NOT NULL CHECK (status IN ('pending', 'cancelled', 'erased')),
  forfeited integer NOT NULL DEFAULT 0,
  requested_at bigint NOT NULL,
  erase_at bigint NOT NULL,
  done_at bigint
);
ALTER TABLE users ADD COLUMN deleted_at bigint;
