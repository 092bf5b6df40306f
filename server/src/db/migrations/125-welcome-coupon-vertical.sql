-- Issue 35 point 10: the welcome 外賣 coupons are kept to takeaway (a supermarket order once used 「外賣滿60減10」).
-- New ones are issued with their vertical (coupon-service.ts WELCOME_COUPONS); those already issued get it here.
UPDATE coupons SET vertical = 'takeaway' WHERE template_key LIKE 'welcome-takeaway-%' AND vertical IS NULL;
