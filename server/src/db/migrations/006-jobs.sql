-- Durable scheduled work (issue 14): one row per job, claimed with FOR UPDATE SKIP LOCKED so several
-- processes never run the same job, and marked done in the handler's own transaction so a job's
-- effects and its completion commit together (exactly once, also after a crash or restart).
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  -- Optional dedupe key: at most one job per (kind, key), whoever enqueues it and however often.
  key text,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  run_at bigint NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'failed')),
  attempts int NOT NULL DEFAULT 0,
  last_error text,
  created_at bigint NOT NULL,
  done_at bigint
);
CREATE UNIQUE INDEX jobs_kind_key_idx ON jobs(kind, key) WHERE key IS NOT NULL;
CREATE INDEX jobs_due_idx ON jobs(run_at, id) WHERE state = 'pending';
