-- Content operators (issue 38 point 3): ads get a schedule, city and vertical targeting, an uploaded picture and
-- a version (two editors never overwrite each other). NULL bounds are open; empty lists target everyone.
ALTER TABLE ads
  ADD COLUMN starts_at bigint,
  ADD COLUMN ends_at bigint,
  ADD COLUMN cities text[] NOT NULL DEFAULT '{}',
  ADD COLUMN verticals text[] NOT NULL DEFAULT '{}',
  ADD COLUMN image text,
  ADD COLUMN version integer NOT NULL DEFAULT 0,
  ADD COLUMN updated_at bigint;
CREATE INDEX ads_position_idx ON ads(position, sort, id);

-- Platform notices (messages with no user) are news articles: a draft is not published until an operator says so.
ALTER TABLE messages
  ADD COLUMN published boolean NOT NULL DEFAULT true,
  ADD COLUMN version integer NOT NULL DEFAULT 0;

-- Every save of a remote config group is a version (who, when); a rollback is a new version naming the old one.
-- Version 0 is what the seed wrote, kept here on the first save.
ALTER TABLE config ADD COLUMN version integer NOT NULL DEFAULT 0;
CREATE TABLE config_versions (
  key text NOT NULL REFERENCES config(key),
  version integer NOT NULL,
  value jsonb NOT NULL,
  staff_id integer REFERENCES staff_accounts(id),
  staff_name text,
  created_at bigint NOT NULL,
  rollback_of integer,
  PRIMARY KEY (key, version)
);
