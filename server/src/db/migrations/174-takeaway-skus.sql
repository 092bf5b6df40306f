-- Takeaway goods with SKUs (規格, issue 37 point 1): a SKU is a goods row of its own (its price, member price,
-- stock, daily stock), `sku_of` naming the goods it belongs to; menus list only rows without `sku_of`. A cart
-- line's productId is the SKU's id. An order line keeps the SKU it sold, so a cancel returns that SKU's stock.
ALTER TABLE goods ADD COLUMN sku_of integer REFERENCES goods(id);
CREATE INDEX goods_sku_of_idx ON goods(sku_of) WHERE sku_of IS NOT NULL;
ALTER TABLE order_items ADD COLUMN product_id integer;
