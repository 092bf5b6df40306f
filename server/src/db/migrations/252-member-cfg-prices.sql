-- MEMBER_CFG's plan tiers are no longer stored (issue 38): the remote config serves the plans at the prices the
-- operators set (member_plan_prices), the prices /v1/member/info shows and a new order charges.
UPDATE config SET value = value - 'tiers' WHERE key = 'MEMBER_CFG';
