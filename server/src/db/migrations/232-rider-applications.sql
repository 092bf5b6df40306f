-- Riders apply to join (issue 38 point 2): a form of the console anyone may send, one in review per phone; support
-- approves (a rider account, password shown once to the operator) or rejects with a reason.
CREATE TABLE rider_applications (
  id serial PRIMARY KEY,
  name text NOT NULL,
  area_code text NOT NULL,
  phone text NOT NULL,
  vehicle text NOT NULL CHECK (vehicle IN ('scooter', 'bicycle', 'car', 'foot')),
  status text NOT NULL CHECK (status IN ('reviewing', 'approved', 'rejected')),
  reject_reason text,
  decided_by text,
  staff_id integer REFERENCES staff_accounts(id),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE UNIQUE INDEX rider_applications_open_idx ON rider_applications(area_code, phone) WHERE status = 'reviewing';
CREATE INDEX rider_applications_status_idx ON rider_applications(status, id);

-- A suspended rider signs in and finishes the deliveries already taken, but takes no new one.
ALTER TABLE staff_accounts ADD COLUMN suspended_reason text;
ALTER TABLE staff_accounts ADD COLUMN suspended_at bigint;
