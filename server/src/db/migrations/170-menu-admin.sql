-- The shop edits its own menu (issue 37): a version per row for the console's optimistic check, a daily stock
-- reset, an uploaded photo per goods (null: the drawn artwork), and photos uploaded by staff.
ALTER TABLE goods ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE goods ADD COLUMN daily_stock integer CHECK (daily_stock >= 0);
ALTER TABLE goods ADD COLUMN photo text;
ALTER TABLE goods_categories ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE uploads ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE uploads ADD COLUMN staff_id integer REFERENCES staff_accounts(id);
ALTER TABLE cart_lines ADD COLUMN seen_price integer; -- the price a line was put in the cart at (warnMsg)
