-- Issue 9 point 4: a limited coupon may count only one supermarket aisle (a level-1 aisle with its level-2
-- aisles) or one goods (every SKU of an SPU) toward its threshold; the issued coupon keeps the batch's scope.
ALTER TABLE coupon_batches ADD COLUMN aisle_id integer REFERENCES market_aisles(id);
ALTER TABLE coupon_batches ADD COLUMN spu_id integer REFERENCES market_spus(id);
ALTER TABLE coupon_batches ADD CONSTRAINT coupon_batches_one_scope CHECK (aisle_id IS NULL OR spu_id IS NULL);
ALTER TABLE coupons ADD COLUMN aisle_id integer REFERENCES market_aisles(id);
ALTER TABLE coupons ADD COLUMN spu_id integer REFERENCES market_spus(id);
ALTER TABLE coupons ADD CONSTRAINT coupons_one_scope CHECK (aisle_id IS NULL OR spu_id IS NULL);
