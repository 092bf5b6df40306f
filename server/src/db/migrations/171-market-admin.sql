-- Supermarket goods in the console (issue 37): a version per SPU (its SKU table is saved with it), an uploaded
-- photo per SPU (null: the drawn artwork), and each store's own order of the shared aisles (no row: the
-- shared order).
ALTER TABLE market_spus ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE market_spus ADD COLUMN photo text;
CREATE TABLE market_aisle_sorts (
  merchant_id integer NOT NULL REFERENCES merchants(id),
  aisle_id integer NOT NULL REFERENCES market_aisles(id),
  sort integer NOT NULL,
  PRIMARY KEY (merchant_id, aisle_id)
);
