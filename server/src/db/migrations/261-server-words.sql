-- Issue 39: what the server words for a reader, in the reader's language.
-- A user's language (NULL: never told; Chinese, the default): live pushes to them are worded in it.
ALTER TABLE users ADD COLUMN locale text CHECK (locale IN ('zh-Hant-MO', 'en', 'pt'));
-- Messages and timeline steps keep the text written at the time (Chinese) and, from now on, the key of their phrase
-- and its values, worded when read in the reader's language (contract/server-words.ts). Rows before: text only.
ALTER TABLE messages ADD COLUMN text_key text, ADD COLUMN text_values jsonb;
ALTER TABLE order_events ADD COLUMN title_key text, ADD COLUMN title_values jsonb;
