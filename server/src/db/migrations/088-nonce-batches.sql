-- PGlite (one process) writes its claimed nonces behind: one row per batch, not one indexed row per nonce.
CREATE TABLE nonce_batches (
  id bigserial PRIMARY KEY,
  expires_at bigint NOT NULL,
  nonces text[] NOT NULL
);
CREATE INDEX nonce_batches_expires_idx ON nonce_batches(expires_at);
