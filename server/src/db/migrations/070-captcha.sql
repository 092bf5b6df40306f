-- Captcha (issue 15): every ALTCHA challenge solved is spent once; a replay finds its signature here.
-- Rows are kept until their challenge has expired anyway (5 minutes), then swept on the next spend.
CREATE TABLE captcha_spent (
  signature text PRIMARY KEY,
  expires_at bigint NOT NULL
);
CREATE INDEX captcha_spent_expires ON captcha_spent (expires_at);
