-- 帳號管理's edits (issue 36): a version per account for the console's optimistic check, and whether the
-- account's password was made by the server (created or reset without a typed one) and must be changed at the
-- next login. A table of its own, keyed by the account: numbered before 140-staff.sql, it cannot alter
-- staff_accounts on a fresh database. No row: version 1, no change due.
CREATE TABLE staff_account_state (
  staff_id integer PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  password_change_due boolean NOT NULL DEFAULT false
);
