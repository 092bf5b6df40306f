-- Merchant credentials (issues 9 and 10): a merchant's own systems (a counter scanner, the simulator outside
-- production) redeem pickup codes and vouchers with `X-Merchant-Key: <mchId>.<secret>`. Only a hash is kept.
CREATE TABLE merchant_keys (
  mch_id integer PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
  key_hash text NOT NULL,
  created_at bigint NOT NULL
);
