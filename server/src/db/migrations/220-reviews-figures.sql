-- Reviews and figures in the console (issue 37 points 4, 5).
-- The shop's one reply per review, a version for the console's optimistic check, and a review hidden by an
-- operator (hidden_at; a hidden order evaluation also gets deleted_at, so every reader and the star averages
-- leave it out as they do a deleted one).
ALTER TABLE comments ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE comments ADD COLUMN reply text;
ALTER TABLE comments ADD COLUMN reply_at bigint;
ALTER TABLE comments ADD COLUMN reply_by integer REFERENCES staff_accounts(id);
ALTER TABLE comments ADD COLUMN hidden_at bigint;
ALTER TABLE market_reviews ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE market_reviews ADD COLUMN reply text;
ALTER TABLE market_reviews ADD COLUMN reply_at bigint;
ALTER TABLE market_reviews ADD COLUMN reply_by integer REFERENCES staff_accounts(id);
ALTER TABLE market_reviews ADD COLUMN hidden_at bigint;

-- A shop reports an abusive review; an operator hides it or dismisses the report. One open report per review.
CREATE TABLE review_reports (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('takeaway', 'market')),
  review_id integer NOT NULL,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  reason text NOT NULL,
  detail text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'hidden', 'dismissed')),
  reported_by integer NOT NULL REFERENCES staff_accounts(id),
  created_at bigint NOT NULL,
  decided_by integer REFERENCES staff_accounts(id),
  decided_at bigint,
  note text
);
CREATE UNIQUE INDEX review_reports_open_idx ON review_reports(kind, review_id) WHERE status = 'open';
CREATE INDEX review_reports_status_idx ON review_reports(status, created_at);

-- The platform's commission on a shop's sales, in basis points (1500 = 15 %, the common Macau delivery rate);
-- the settlement statement charges it per order.
ALTER TABLE merchants ADD COLUMN commission_bps integer NOT NULL DEFAULT 1500
  CHECK (commission_bps BETWEEN 0 AND 10000);

-- Figures read a shop's paid orders by time and its refunds by decision time.
CREATE INDEX orders_merchant_paid_idx ON orders(merchant_id, paid_at) WHERE paid_at IS NOT NULL;
CREATE INDEX refunds_decided_idx ON refunds(decided_at) WHERE status = 'approved';
