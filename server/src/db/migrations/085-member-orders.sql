-- God member paid at the cashier (issue 12): buying a plan makes a membership order, paid like any order (the
-- wallet with the pay password, or the sandbox gateway). The period starts or extends on payment, once, in the
-- payment's transaction (membership_id is set then).
CREATE TABLE member_orders (
  id serial PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id),
  client_key text NOT NULL,
  plan text NOT NULL CHECK (plan IN ('month', 'quarter', 'year')),
  amount integer NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'unpaid' CHECK (status IN ('unpaid', 'paid', 'cancelled')),
  pay_method text CHECK (pay_method IN ('wallet', 'online')),
  pay_deadline bigint NOT NULL,
  membership_id integer UNIQUE REFERENCES memberships(id),
  paid_at bigint,
  created_at bigint NOT NULL,
  UNIQUE (user_id, client_key)
);
CREATE INDEX member_orders_user_idx ON member_orders(user_id, id DESC);

ALTER TABLE payment_txns ADD COLUMN member_order_id integer REFERENCES member_orders(id);
ALTER TABLE payment_txns DROP CONSTRAINT payment_txns_kind_check;
ALTER TABLE payment_txns ADD CONSTRAINT payment_txns_kind_check
  CHECK (kind IN ('order', 'recharge', 'shopCard', 'member'));
