-- Issue 39 point 4: content operators keep the platform's words in the console (/staff/content/words); an edit
-- names the version it read, as every other console edit does.
ALTER TABLE content_words ADD COLUMN version integer NOT NULL DEFAULT 1;
