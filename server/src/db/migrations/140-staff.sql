-- Staff of the console (issue 36): accounts with roles, the shops they work for, browser sessions, and the
-- append-only audit log. Times are epoch milliseconds.
CREATE TABLE staff_accounts (
  id serial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'staff', 'rider', 'operator')),
  password_hash text NOT NULL,
  -- TOTP (RFC 6238) secret in base32 once enrolled; a pending one while the account scans its QR
  totp_secret text,
  totp_pending text,
  -- the last time step a code was accepted for: a code is good once
  totp_last_step bigint NOT NULL DEFAULT 0,
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until bigint NOT NULL DEFAULT 0,
  disabled boolean NOT NULL DEFAULT false,
  seed_key text UNIQUE,
  created_at bigint NOT NULL
);

-- The shops an owner (one, or a chain's) or a member of staff (one) works for.
CREATE TABLE staff_shops (
  staff_id integer NOT NULL REFERENCES staff_accounts(id),
  merchant_id integer NOT NULL REFERENCES merchants(id),
  PRIMARY KEY (staff_id, merchant_id)
);
CREATE INDEX staff_shops_merchant_idx ON staff_shops(merchant_id);

-- A browser session: the cookie holds a random token, the table its SHA-256 only.
CREATE TABLE staff_sessions (
  token_hash text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff_accounts(id),
  stage text NOT NULL CHECK (stage IN ('totp', 'enrol', 'done')),
  csrf_token text NOT NULL,
  created_at bigint NOT NULL,
  last_seen bigint NOT NULL,
  expires_at bigint NOT NULL,
  revoked_at bigint
);
CREATE INDEX staff_sessions_staff_idx ON staff_sessions(staff_id);

-- Every staff action, login and failed login included. The database refuses to change or remove a row.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at bigint NOT NULL,
  actor_type text NOT NULL,
  actor_id integer,
  actor_name text NOT NULL DEFAULT '',
  action text NOT NULL,
  subject_type text NOT NULL DEFAULT '',
  subject_id text NOT NULL DEFAULT '',
  merchant_id integer,
  ip text NOT NULL DEFAULT '',
  before jsonb,
  after jsonb
);
CREATE INDEX audit_log_at_idx ON audit_log(at DESC, id DESC);
CREATE INDEX audit_log_action_idx ON audit_log(action, at DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP;
END
$$;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- A shop's orders, newest first (GET /api/staff/orders; the order board reads the same way).
CREATE INDEX orders_merchant_created_idx ON orders(merchant_id, created_at DESC, id DESC);
