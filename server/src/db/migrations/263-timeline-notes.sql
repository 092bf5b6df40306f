-- Issue 39: a timeline step's note, worded in the reader's language. Steps keep the note written at the time
-- (Chinese) and, from now on, its phrase's key and values (contract/server-words.ts TIMELINE_NOTE_WORDS; values: an
-- object, or an array of them for a note of several lines). A note that is content (an address, a slot) or typed by
-- a person has no key. Rows before: text only, shown as written.
ALTER TABLE order_events ADD COLUMN note_key text, ADD COLUMN note_values jsonb;
