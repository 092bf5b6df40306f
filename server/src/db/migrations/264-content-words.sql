-- Issue 39 point 4: English and Portuguese of the content words that are not rows of their own: a shop's category,
-- its tags, a district, a city. Keyed by the original (Chinese) word; NULL: no translation, the original shows.
-- Filled for the demo catalogue by seedContentNames (server/src/db/seed-content-names.ts), never over staff's.
CREATE TABLE content_words (
  zh text PRIMARY KEY,
  name_en text,
  name_pt text
);
