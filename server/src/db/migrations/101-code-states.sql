-- Pickup codes move through the contract's code machine (contract/order-voucher.ts `codeMachine`): their state
-- is a column written only by modules/pickup/pickup-codes.ts. redeemed_at / voided_at stay as the moments
-- (and keep the index of live codes).
ALTER TABLE pickup_codes ADD COLUMN state text NOT NULL DEFAULT 'unused'
  CHECK (state IN ('unused', 'used', 'refunded', 'expired'));
UPDATE pickup_codes SET state = CASE WHEN redeemed_at IS NOT NULL THEN 'used' ELSE 'refunded' END
  WHERE redeemed_at IS NOT NULL OR voided_at IS NOT NULL;
