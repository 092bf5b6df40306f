-- Operators run Lotus from the console (issue 38). An operator account keeps role 'operator' (its second factor
-- mandatory) and carries its roles: super (every operator action), support, marketing, finance, content.
-- Operators that exist become super admins, as they could do everything before.
ALTER TABLE staff_accounts ADD COLUMN ops_roles text[] NOT NULL DEFAULT '{}';
UPDATE staff_accounts SET ops_roles = '{super}' WHERE role = 'operator';
ALTER TABLE staff_accounts ADD CONSTRAINT staff_accounts_ops_roles_check CHECK (
  ops_roles <@ ARRAY['super', 'support', 'marketing', 'finance', 'content']::text[]
  AND (role = 'operator' OR cardinality(ops_roles) = 0)
);

-- Support moves a feedback with the version it read: two operators never overwrite each other.
ALTER TABLE feedbacks ADD COLUMN version integer NOT NULL DEFAULT 0;
CREATE INDEX feedbacks_status_idx ON feedbacks(status, id DESC);

-- Identity documents are decided by support (the automatic approval is gone): who decided, and the queue.
ALTER TABLE identities ADD COLUMN reviewed_by text;
CREATE INDEX identities_status_idx ON identities(status, created_at);

-- Reports against a shop: a queue support resolves with a note.
ALTER TABLE merchant_reports
  ADD COLUMN status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  ADD COLUMN resolution text,
  ADD COLUMN resolved_by text,
  ADD COLUMN resolved_at bigint;
CREATE INDEX merchant_reports_status_idx ON merchant_reports(status, id DESC);

-- The audit search: by actor and by subject.
CREATE INDEX audit_log_actor_idx ON audit_log(actor_id, at DESC);
CREATE INDEX audit_log_subject_idx ON audit_log(subject_id, at DESC);
