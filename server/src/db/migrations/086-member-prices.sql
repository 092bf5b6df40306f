-- Member prices (issue 12): what an active god member pays for a goods instead of its price (null: none).
ALTER TABLE goods ADD COLUMN member_price integer CHECK (member_price >= 0);
