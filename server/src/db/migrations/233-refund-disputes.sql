-- Disputed refunds (issue 38 point 5): a customer asks the platform to decide a refund the shop rejected, once per
-- refund. The shop's rejection is kept here, since an overrule rewrites the refund's decision.
CREATE TABLE refund_disputes (
  refund_id integer PRIMARY KEY REFERENCES refunds(id),
  user_id integer NOT NULL REFERENCES users(id),
  reason text NOT NULL,
  rejection text,
  rejected_at bigint NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'overruled', 'upheld')),
  note text,
  decided_by_id integer,
  decided_by_name text,
  created_at bigint NOT NULL,
  decided_at bigint
);
CREATE INDEX refund_disputes_status_idx ON refund_disputes (status, created_at);
