-- The shop keeps its group-buying deals and its reservation slots (issue 37 point 3): a deal is published or not
-- (customers see published ones only), every edited row carries a version for the console's optimistic check,
-- and a deal's refund flags (隨時退, 過期自動退) live in its rules, so a voucher keeps the flags it was bought under.
ALTER TABLE group_deals ADD COLUMN published boolean NOT NULL DEFAULT true;
ALTER TABLE group_deals ADD COLUMN version integer NOT NULL DEFAULT 1;
UPDATE group_deals SET rules = '{"anytimeRefund": true, "expiryRefund": true}'::jsonb || rules;
UPDATE group_order_deals SET rules = '{"anytimeRefund": true, "expiryRefund": true}'::jsonb || rules;
ALTER TABLE reservation_slots ADD COLUMN version integer NOT NULL DEFAULT 1;
-- A supermarket's delivery slot plan is edited in the console too (the same version check).
ALTER TABLE slot_plans ADD COLUMN version integer NOT NULL DEFAULT 1;
