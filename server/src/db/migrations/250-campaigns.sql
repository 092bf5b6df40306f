-- Operators' marketing (issue 38 point 4). A campaign is a coupon batch: the coupon centre (限時搶券) lists the
-- claimable ones, new customers receive the newCustomer ones, promo codes redeem the code ones. Its count cap
-- (`total`) and its MOP budget are both checked by the one guarded claim; a stopped campaign issues nothing more.
ALTER TABLE coupon_batches
  ADD COLUMN type text NOT NULL DEFAULT 'coupon' CHECK (type IN ('coupon', 'redEnvelope')),
  ADD COLUMN vertical text,
  ADD COLUMN budget integer CHECK (budget > 0),
  ADD COLUMN issued integer NOT NULL DEFAULT 0 CHECK (issued >= 0),
  ADD COLUMN issue_rule text NOT NULL DEFAULT 'claim' CHECK (issue_rule IN ('claim', 'newCustomer', 'code')),
  ADD COLUMN stopped_at bigint,
  ADD COLUMN created_by text;
ALTER TABLE coupon_batches ADD CONSTRAINT coupon_batches_within_budget CHECK (budget IS NULL OR issued <= budget);
-- An every-store batch of before was a supermarket one (its coupons were kept to supermarket orders).
UPDATE coupon_batches SET vertical = 'supermarket' WHERE merchant_id IS NULL;
UPDATE coupon_batches SET issued = claimed * amount;
CREATE INDEX coupon_batches_rule_idx ON coupon_batches(issue_rule, ends_at);

-- Promo codes (兌換碼) of a code campaign: one shared code each customer redeems once, or single-use codes.
CREATE TABLE promo_codes (
  code text PRIMARY KEY,
  batch_id integer NOT NULL REFERENCES coupon_batches(id),
  single_use boolean NOT NULL,
  used_by integer REFERENCES users(id),
  used_at bigint
);
CREATE INDEX promo_codes_batch_idx ON promo_codes(batch_id);

-- God-member plan prices set by operators (none: the contract's MEMBER_PLANS). An order keeps what it was sold at.
CREATE TABLE member_plan_prices (
  plan text PRIMARY KEY CHECK (plan IN ('month', 'quarter', 'year')),
  price integer NOT NULL CHECK (price > 0),
  original_price integer NOT NULL CHECK (original_price >= price),
  updated_at bigint NOT NULL,
  updated_by text NOT NULL
);

-- A points-mall gift's photo (an upload); null: the drawn artwork.
ALTER TABLE pmall_items ADD COLUMN image text;
