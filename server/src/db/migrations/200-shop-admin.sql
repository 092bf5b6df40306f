-- The shop runs its own settings from the console (issue 37 point 2): holidays (Macau days closed), a busy pause
-- (暫停營業, until paused_until ms), a version for the console's optimistic check, and shop card denominations the
-- owner takes off sale (kept: bought cards and payments name them).
ALTER TABLE merchants ADD COLUMN holidays text[] NOT NULL DEFAULT '{}';
ALTER TABLE merchants ADD COLUMN paused_until bigint;
ALTER TABLE merchants ADD COLUMN settings_version integer NOT NULL DEFAULT 1;
ALTER TABLE shop_card_tiers ADD COLUMN on_sale boolean NOT NULL DEFAULT true;
