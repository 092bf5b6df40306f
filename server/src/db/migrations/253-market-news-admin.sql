-- The supermarket's news (超市資訊) edited by content operators (issue 38): drafts until published, and a version so
-- two editors never overwrite each other unseen. What was seeded stays published.
ALTER TABLE market_news ADD COLUMN published boolean NOT NULL DEFAULT true;
ALTER TABLE market_news ADD COLUMN version integer NOT NULL DEFAULT 0;
