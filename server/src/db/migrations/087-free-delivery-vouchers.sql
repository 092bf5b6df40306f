-- Free-delivery vouchers (issue 12): a god member's monthly 免配送費券 are coupons of their own type. `amount` is
-- the most a voucher takes off the delivery fee; used and returned with the order like the other coupons.
ALTER TABLE coupons DROP CONSTRAINT coupons_type_check;
ALTER TABLE coupons ADD CONSTRAINT coupons_type_check CHECK (type IN ('coupon', 'redEnvelope', 'freeDelivery'));
