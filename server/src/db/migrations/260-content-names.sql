-- Issue 39: English and Portuguese names of what customers browse. NULL: no translation, the original shows.
-- (group_deals: of its title.) Filled for the demo catalogue by seedContentNames (server/src/db/seed-content-names.ts).
ALTER TABLE merchants ADD COLUMN name_en text, ADD COLUMN name_pt text;
ALTER TABLE goods_categories ADD COLUMN name_en text, ADD COLUMN name_pt text;
ALTER TABLE goods ADD COLUMN name_en text, ADD COLUMN name_pt text;
ALTER TABLE places ADD COLUMN name_en text, ADD COLUMN name_pt text;
ALTER TABLE group_deals ADD COLUMN name_en text, ADD COLUMN name_pt text;
