-- Operators run shops and riders (issue 38 point 2).

-- What operators need of a merchant application: the business registration number (商業登記編號) and every licence
-- photo (`licence` keeps the first, as the app has always read it); who decided it, and the shop it became.
ALTER TABLE merchant_applications
  ADD COLUMN registration_no text NOT NULL DEFAULT '',
  ADD COLUMN licences text[] NOT NULL DEFAULT '{}',
  ADD COLUMN decided_by text,
  ADD COLUMN merchant_id integer REFERENCES merchants(id);
UPDATE merchant_applications SET licences = ARRAY[licence] WHERE licence <> '';
CREATE INDEX merchant_applications_status_idx ON merchant_applications(status, id);

-- A shop's standing: active; suspended by an operator (hidden from customers, reopened by an operator); closed
-- for good (hidden, and its staff lose the console). The reason is the operator's, shown in the console.
ALTER TABLE merchants
  ADD COLUMN standing text NOT NULL DEFAULT 'active' CHECK (standing IN ('active', 'suspended', 'closed')),
  ADD COLUMN standing_reason text;

-- Commission changes apply from their time on: a sale is charged the rate in force when it was paid, which is
-- the `old_bps` of the first change after it (or the shop's current rate when none came after).
CREATE TABLE merchant_commission_changes (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  old_bps integer NOT NULL,
  new_bps integer NOT NULL CHECK (new_bps BETWEEN 0 AND 10000),
  at bigint NOT NULL,
  by_name text NOT NULL
);
CREATE INDEX merchant_commission_changes_idx ON merchant_commission_changes(merchant_id, at);
