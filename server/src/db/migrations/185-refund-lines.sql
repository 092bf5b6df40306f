-- Per-line refunds of supermarket and general-store orders (issue 36 point 5): the lines and units a refund asks
-- back, each with its money (contract/refund-lines.ts) and the shop's decision on it. A refund without lines is
-- the whole order, as before. Written only by modules/refund/refund-records.ts.
CREATE TABLE refund_lines (
  refund_id integer NOT NULL REFERENCES refunds(id),
  order_item_id integer NOT NULL REFERENCES order_items(id),
  qty integer NOT NULL CHECK (qty > 0),
  amount integer NOT NULL CHECK (amount >= 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  PRIMARY KEY (refund_id, order_item_id)
);
CREATE INDEX refund_lines_item_idx ON refund_lines(order_item_id);

-- What the refund asked for (amount becomes what the shop approved) and whether it is a refund of some lines.
ALTER TABLE refunds ADD COLUMN asked_amount integer;
ALTER TABLE refunds ADD COLUMN by_lines boolean NOT NULL DEFAULT false;
