-- Honey points (蜂蜜, issue 9): one ledger. Every change is a row of points_records with a reason; points
-- come in lots (an earn or a refund) that expire at the end of the year after they were earned (Asia/Macau),
-- are spent oldest-expiry first, and are written off by the points.expire job (an 'expire' row per lot).
CREATE TABLE points_accounts (
  user_id int PRIMARY KEY REFERENCES users(id),
  -- Sum of the remaining points of the user's unexpired lots; the row is locked for every change.
  balance int NOT NULL DEFAULT 0 CHECK (balance >= 0),
  updated_at bigint NOT NULL
);

CREATE TABLE points_records (
  id bigserial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN ('earn', 'spend', 'refund', 'expire')),
  -- Signed: earn and refund positive, spend and expire negative.
  points int NOT NULL CHECK (points <> 0),
  balance_after int NOT NULL CHECK (balance_after >= 0),
  reason text NOT NULL,
  -- What caused it (e.g. 'order:12', 'pmall:3'); an expire row names its lot ('lot:7').
  ref text NOT NULL,
  -- Epoch ms when the points of an earn row run out; null on other rows.
  expires_at bigint,
  created_at bigint NOT NULL
);
-- Exactly once per cause: a second earn, spend or refund for the same ref changes nothing.
CREATE UNIQUE INDEX points_records_once_idx ON points_records(user_id, kind, ref);
CREATE INDEX points_records_user_idx ON points_records(user_id, id DESC);

CREATE TABLE points_lots (
  id bigserial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id),
  record_id bigint NOT NULL REFERENCES points_records(id),
  amount int NOT NULL CHECK (amount > 0),
  remaining int NOT NULL CHECK (remaining >= 0 AND remaining <= amount),
  expires_at bigint NOT NULL,
  -- Set when the expiry job wrote the lot off.
  expired boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL
);
CREATE INDEX points_lots_user_idx ON points_lots(user_id, expires_at, id) WHERE remaining > 0;
CREATE INDEX points_lots_due_idx ON points_lots(expires_at) WHERE remaining > 0 AND NOT expired;

-- Which lots a spend drew from, so its refund puts the points back where they came from.
CREATE TABLE points_spend_lots (
  spend_record_id bigint NOT NULL REFERENCES points_records(id),
  lot_id bigint NOT NULL REFERENCES points_lots(id),
  points int NOT NULL CHECK (points > 0),
  PRIMARY KEY (spend_record_id, lot_id)
);
