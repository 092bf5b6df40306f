-- Who moved an order and why (issue 34): every timeline row names its actor. Rows written before this
-- migration were all written by the server on someone's behalf; they are marked as the system's.
ALTER TABLE order_events
  ADD COLUMN actor_type text NOT NULL DEFAULT 'system'
    CHECK (actor_type IN ('customer', 'merchant', 'rider', 'operator', 'system')),
  ADD COLUMN actor_id text,
  ADD COLUMN actor_name text,
  ADD COLUMN reason text;
-- From now on the writer (modules/order/move.ts) names the actor every time.
ALTER TABLE order_events ALTER COLUMN actor_type DROP DEFAULT;
