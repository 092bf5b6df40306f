-- Issue 9 point 3: supermarket stores of one chain (merchants.chain, the chain's name) and whether a store
-- hands over self-pickup orders; a self-pickup order may be collected at another store of its store's chain
-- (orders.pickup_store_id; null = its own store), whose redeem call alone can use the pickup code.
ALTER TABLE merchants ADD COLUMN chain text;
ALTER TABLE merchants ADD COLUMN accepts_pickup boolean NOT NULL DEFAULT true;
CREATE INDEX merchants_chain_idx ON merchants(chain) WHERE chain IS NOT NULL;
ALTER TABLE orders ADD COLUMN pickup_store_id integer REFERENCES merchants(id);
-- Databases seeded before this migration: the chains of the seeded stores (a fresh seed sets them itself).
UPDATE merchants SET chain = '蓮花超級市場' WHERE seed_key IN ('lotus-mart-areia', 'ocean-mart', 'spv-mart');
UPDATE merchants SET chain = '廣發超市' WHERE seed_key IN ('kwong-fat-mart', 'yick-man-mart');
