-- Who decided a refund (issue 36): the actor's type (merchant, operator, system) and name, so the customer's
-- refund-progress page says 商家 / 平台 / 系統 beside the decision and the reason.
ALTER TABLE refunds ADD COLUMN decided_by text;
ALTER TABLE refunds ADD COLUMN decided_by_name text;
