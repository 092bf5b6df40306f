import { DEFAULT_MAP_POINT, type Point } from '@lotus/contract/geo'
import { machineFor } from '@lotus/contract/order-machines'
import type { OrderAddress } from '@lotus/contract/order'
import { distanceM, JOBS_RADIUS_M, riderFee, type RiderJob } from '@lotus/contract/rider'
import { maskAddress } from '@lotus/contract/staff'
import { distanceSql } from '../geo/distance.js'
import type { RiderCaller, RiderDeps } from './rider-deps.js'

/** A booked delivery is offered to riders this long before its time. */
export const BOOKED_LEAD_MS = 60 * 60_000

interface Row {
  id: number
  order_no: string
  status: string
  delivery_fee: number
  age_check: boolean
  accepted_at: number | null
  address: OrderAddress
  shop_name: string
  shop_address: string
  lat: number
  lng: number
  distance: number
}

/**
 * Deliveries a rider may take: delivery orders the shop has accepted (or prepared) that nobody has taken, whose shop
 * is within JOBS_RADIUS_M of `at` (else the rider's last shared position, else Senado Square), nearest shop first.
 * The drop-off shows only as its district until the rider carries the order (Law 8/2005).
 */
export async function jobsNear(
  d: RiderDeps,
  c: RiderCaller,
  at?: Point
): Promise<{ from: Point & { shared: boolean }; list: RiderJob[] }> {
  let from: Point & { shared: boolean }
  if (at) from = { ...at, shared: true }
  else {
    const p = await d.db.one<Point>('SELECT lat, lng FROM rider_positions WHERE rider_id = $1', [c.actor.id])
    from = p
      ? { lat: p.lat, lng: p.lng, shared: true }
      : { lat: DEFAULT_MAP_POINT.lat, lng: DEFAULT_MAP_POINT.lng, shared: false }
  }
  const rows = await d.db.many<Row>(
    `SELECT * FROM (
       SELECT o.id, o.order_no, o.status, o.delivery_fee, o.age_check, o.accepted_at, o.address,
         m.name AS shop_name, m.address AS shop_address, m.lat, m.lng,
         ${distanceSql('$1::float8', '$2::float8', 'm.lat', 'm.lng')} AS distance
       FROM orders o JOIN merchants m ON m.id = o.merchant_id
       WHERE o.rider_id IS NULL AND o.fulfilment = 'delivery' AND o.status IN ('accepted', 'ready')
         AND o.vertical <> 'group'
         -- an order booked for a time (a supermarket slot) is offered from an hour before it
         AND (o.delivery_time IS NULL OR o.delivery_time <= $4::bigint)
         -- a wine gift waits for its recipient's address (issue 11)
         AND NOT EXISTS (SELECT 1 FROM wine_gifts g WHERE g.order_id = o.id AND g.state <> 'ready')
     ) j WHERE distance <= $3 ORDER BY distance, accepted_at, id LIMIT 50`,
    [from.lat, from.lng, JOBS_RADIUS_M, d.clock.now() + BOOKED_LEAD_MS]
  )
  const text = machineFor('delivery')?.text as Record<string, string> | undefined
  return {
    from,
    list: rows.map((r) => ({
      orderId: r.id,
      orderNo: r.order_no,
      shopName: r.shop_name,
      shopAddress: r.shop_address,
      distanceM: Math.round(Number(r.distance)),
      dropOffM: Math.round(distanceM({ lat: r.lat, lng: r.lng }, { lat: r.address.lat, lng: r.address.lng })),
      dropOff: maskAddress(r.address.address),
      earning: riderFee(Number(r.delivery_fee)),
      prepared: r.status === 'ready',
      ageCheck: r.age_check,
      status: r.status,
      statusText: text?.[r.status] ?? r.status,
      acceptedAt: r.accepted_at === null ? null : Math.floor(Number(r.accepted_at) / 1000)
    }))
  }
}
