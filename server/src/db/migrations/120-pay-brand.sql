-- Issue 35 §5: which Macau payment brand an online transaction was paid with (NULL: before brands were offered).
ALTER TABLE payment_txns ADD COLUMN brand text;
