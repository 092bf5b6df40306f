-- Issue 39: a wallet or shop-card record's title, worded in the reader's language. Rows keep the title written at
-- the time (Chinese) and, from now on, its phrase's key and values (contract/server-words.ts RECORD_TITLE_WORDS).
-- Rows before: text only, shown as written.
ALTER TABLE wallet_records ADD COLUMN title_key text, ADD COLUMN title_values jsonb;
ALTER TABLE shop_card_records ADD COLUMN title_key text, ADD COLUMN title_values jsonb;
