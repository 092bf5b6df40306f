-- Applying to become a merchant (issue 12, pagesUser business): one open (reviewing) application per user.
CREATE TABLE merchant_applications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  shop_name text NOT NULL,
  category text NOT NULL,
  district text NOT NULL,
  address text NOT NULL,
  contact_name text NOT NULL,
  area_code text NOT NULL,
  phone text NOT NULL,
  licence text NOT NULL,
  status text NOT NULL CHECK (status IN ('reviewing', 'approved', 'rejected')),
  reject_reason text,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX merchant_applications_user_idx ON merchant_applications(user_id, id DESC);
CREATE UNIQUE INDEX merchant_applications_open_idx ON merchant_applications(user_id) WHERE status = 'reviewing';
