-- Spell (拼單): several members fill one shared cart at one merchant; the host pays once.
CREATE TABLE spells (
  id serial PRIMARY KEY,
  share_code text NOT NULL UNIQUE,
  host_id integer NOT NULL REFERENCES users(id),
  merchant_id integer NOT NULL REFERENCES merchants(id),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'locked', 'submitted', 'closed')),
  -- Where the delivery fee is estimated until the host picks an address at submit.
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  -- Bumped by every change; published with each update so clients drop stale messages.
  seq bigint NOT NULL DEFAULT 0,
  order_id integer REFERENCES orders(id),
  client_key text,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX spells_host_idx ON spells(host_id);

CREATE TABLE spell_members (
  id serial PRIMARY KEY,
  spell_id integer NOT NULL REFERENCES spells(id),
  user_id integer NOT NULL REFERENCES users(id),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'left', 'removed')),
  -- The member's own lines (CartLine[] of issue 3), folded with the merge rule.
  lines jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Their part of the order total, set at submit (avos).
  share integer,
  joined_at bigint NOT NULL,
  UNIQUE (spell_id, user_id)
);
CREATE INDEX spell_members_user_idx ON spell_members(user_id, status);

-- MQTT credentials belong to the app token that asked for them: logging out ends them.
ALTER TABLE mqtt_credentials ADD COLUMN token_id integer;
ALTER TABLE mqtt_credentials ADD COLUMN client_id text;
CREATE INDEX mqtt_credentials_user_idx ON mqtt_credentials(user_id);
CREATE INDEX mqtt_credentials_token_idx ON mqtt_credentials(token_id);
