-- Seeded platform notices are found again by key (the seed inserts each once).
ALTER TABLE messages ADD COLUMN seed_key text UNIQUE;
