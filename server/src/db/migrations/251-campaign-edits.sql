-- A campaign is edited with the version it was read at (issue 38 point 4): two operators' edits never overwrite
-- each other unseen.
ALTER TABLE coupon_batches ADD COLUMN version integer NOT NULL DEFAULT 0;
