-- The order board (issue 36 point 3): a shop's auto-accept switch and accept limit, an accepted order's
-- preparation estimate, and staff MQTT credentials (bound to the console session that asked for them).
ALTER TABLE merchants ADD COLUMN auto_accept boolean NOT NULL DEFAULT false;
ALTER TABLE merchants ADD COLUMN accept_limit_minutes integer NOT NULL DEFAULT 5
  CHECK (accept_limit_minutes BETWEEN 1 AND 60);

ALTER TABLE orders ADD COLUMN prep_minutes integer;
ALTER TABLE orders ADD COLUMN ready_at bigint;

ALTER TABLE mqtt_credentials ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE mqtt_credentials ADD COLUMN staff_id integer REFERENCES staff_accounts(id);
-- the SHA-256 of the staff session's token: the credential lives no longer than the session
ALTER TABLE mqtt_credentials ADD COLUMN staff_session text;
ALTER TABLE mqtt_credentials ADD CONSTRAINT mqtt_credentials_owner CHECK ((user_id IS NULL) <> (staff_id IS NULL));
CREATE INDEX mqtt_credentials_staff_idx ON mqtt_credentials(staff_id) WHERE staff_id IS NOT NULL;

-- The board's live orders of a shop.
CREATE INDEX orders_board_idx ON orders(merchant_id, status) WHERE paid_at IS NOT NULL;
