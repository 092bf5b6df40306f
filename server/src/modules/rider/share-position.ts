import type { Point } from '@lotus/contract/geo'
import type { RiderCaller, RiderDeps } from './rider-deps.js'

/**
 * The rider's position (the route has checked it is inside Macau and limited the rate): kept as the rider's latest,
 * and on the trail of every order the rider carries. Not audited per call (every 10 s would drown the log);
 * the trail is the record.
 */
export async function sharePosition(d: RiderDeps, c: RiderCaller, p: Point): Promise<{ at: number }> {
  const at = d.clock.now()
  await d.db.batch([
    [
      `INSERT INTO rider_positions (rider_id, lat, lng, at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (rider_id) DO UPDATE SET lat = EXCLUDED.lat, lng = EXCLUDED.lng, at = EXCLUDED.at`,
      [c.actor.id, p.lat, p.lng, at]
    ],
    [
      `INSERT INTO rider_trail (order_id, rider_id, lat, lng, at)
       SELECT id, $1, $2, $3, $4 FROM orders
       WHERE rider_id = $1 AND status IN ('accepted', 'ready', 'delivering', 'age_check')`,
      [c.actor.id, p.lat, p.lng, at]
    ]
  ])
  return { at: Math.floor(at / 1000) }
}
