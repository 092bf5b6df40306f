-- Cinema halls with seat plans (issue 37 point 3): a hall's plan (seat classes with a starting price, a grid of
-- seats and aisles) is edited in the console; a session (showtime) is sold on its hall's current plan at its own
-- price per class, and is published or not. Every edited row carries a version for the console's optimistic check.
CREATE TABLE cinema_halls (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  name text NOT NULL,
  plan jsonb NOT NULL,
  version integer NOT NULL DEFAULT 1,
  UNIQUE (merchant_id, name)
);
ALTER TABLE showtimes ADD COLUMN hall_id integer REFERENCES cinema_halls(id);
-- key → avos; a class without a price here sells at the hall's price for it
ALTER TABLE showtimes ADD COLUMN class_prices jsonb NOT NULL DEFAULT '{}';
ALTER TABLE showtimes ADD COLUMN published boolean NOT NULL DEFAULT true;
ALTER TABLE showtimes ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE INDEX showtimes_hall_idx ON showtimes(hall_id, starts_at);

-- Sessions stored before halls: each cinema's hall names become halls with the rectangle they were sold on
-- (contract/seat-plan.ts rectanglePlan), and the sessions keep their prices; a session of another size keeps its
-- own rectangle (no hall).
INSERT INTO cinema_halls (merchant_id, name, plan)
SELECT DISTINCT ON (s.merchant_id, s.hall) s.merchant_id, s.hall,
  jsonb_build_object(
    'classes', jsonb_build_array(
      jsonb_build_object('key', 'standard', 'name', '普通座', 'price', s.price),
      jsonb_build_object('key', 'vip', 'name', 'VIP 座', 'price', s.vip_price)),
    'rows', (SELECT jsonb_agg(
        (SELECT jsonb_agg(CASE WHEN r = ANY(s.vip_rows) THEN 'vip' ELSE 'standard' END ORDER BY c)
         FROM generate_series(1, s.cols) c) ORDER BY r)
      FROM generate_series(1, s.rows) r))
FROM showtimes s ORDER BY s.merchant_id, s.hall, s.id DESC;
UPDATE showtimes s SET hall_id = h.id,
  class_prices = jsonb_build_object('standard', s.price, 'vip', s.vip_price)
FROM cinema_halls h WHERE h.merchant_id = s.merchant_id AND h.name = s.hall
  AND jsonb_array_length(h.plan->'rows') = s.rows AND jsonb_array_length(h.plan->'rows'->0) = s.cols;
