-- A user's honey points are the points ledger's balance (modules/points); the old column was never written.
ALTER TABLE users DROP COLUMN honey;
