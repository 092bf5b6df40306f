/**
 * The riders' app (issue 36 point 6): the rules the console's rider pages, the server and the customer's order
 * page share. Distances are metres (WGS84, spherical), money integer avos, times epoch ms.
 */
import { isAdultAt } from './age'
import type { Point } from './geo'
import { macauDateTime } from './macau-time'

/** Where a position may be: Macau's peninsula, Taipa, Cotai and Coloane, with a margin (the border posts). */
export const MACAU_BOUNDS = { minLat: 22.1, maxLat: 22.22, minLng: 113.52, maxLng: 113.61 } as const

export const inMacau = (p: Point): boolean =>
  p.lat >= MACAU_BOUNDS.minLat &&
  p.lat <= MACAU_BOUNDS.maxLat &&
  p.lng >= MACAU_BOUNDS.minLng &&
  p.lng <= MACAU_BOUNDS.maxLng

/** Why an alcohol order goes back when the rider's 18+ check fails at the door (timeline, inbox, refund). */
export const HANDOVER_REFUSED_REASON = '收件人未能出示年滿18歲證明'

/** Deliveries offered to a rider: shops within this distance of the rider's last position. */
export const JOBS_RADIUS_M = 5000
/** The console sends the rider's position this often while a delivery is in hand. */
export const POSITION_EVERY_MS = 10_000
/** At most this many positions a minute per rider are kept (the rest are refused RATE_LIMITED). */
export const POSITIONS_PER_MINUTE = 12

/**
 * The rider's speed for the arrival estimate: 15 km/h door to door (a scooter in Macau's traffic, with lifts and
 * stairs), over the straight line stretched by ROAD_FACTOR for the streets. Collecting at the counter adds
 * PICKUP_MINUTES.
 */
export const RIDER_SPEED_M_PER_MIN = 250
export const ROAD_FACTOR = 1.3
export const PICKUP_MINUTES = 3

const EARTH_RADIUS_M = 6_371_008.8

/** The straight (Haversine) distance in metres. */
export function distanceM(a: Point, b: Point): number {
  const rad = Math.PI / 180
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Minutes to ride `metres` of straight line (whole minutes, at least one). */
export const rideMinutes = (metres: number): number =>
  Math.max(1, Math.ceil((metres * ROAD_FACTOR) / RIDER_SPEED_M_PER_MIN))

/**
 * When the rider should be at the door (epoch ms), from where the rider is: still to collect (accepted, ready)
 * the ride to the shop, the pickup and the ride on; carrying it (delivering) the ride to the door; at the door
 * (age_check) now. Null for any other state or without a position.
 */
export function arrivalEstimate(input: {
  status: string
  rider: Point | null
  shop: Point
  destination: Point
  now: number
}): number | null {
  const { status, rider, shop, destination, now } = input
  if (!rider) return null
  if (status === 'age_check') return now
  if (status === 'delivering') return now + rideMinutes(distanceM(rider, destination)) * 60_000
  if (status === 'accepted' || status === 'ready') {
    const minutes =
      rideMinutes(distanceM(rider, shop)) + PICKUP_MINUTES + rideMinutes(distanceM(shop, destination))
    return now + minutes * 60_000
  }
  return null
}

/** 「預計 14:05 送達」 in Macau time. */
export const arrivalText = (at: number): string => `預計 ${macauDateTime(at).slice(11)} 送達`

/**
 * What a rider earns for a delivered order: the order's delivery fee, and at least RIDER_MIN_FEE (the platform
 * makes up a free or discounted delivery), plus the customer's tip, all of it the rider's.
 */
export const RIDER_MIN_FEE = 800
export const riderFee = (deliveryFee: number): number => Math.max(deliveryFee, RIDER_MIN_FEE)

/**
 * The 18+ handover with only the year of birth read off the ID: the youngest person born that year is born on
 * 31 December, so the recipient is surely 18 or over only if that person is (contract/age.ts).
 */
export function adultByBirthYear(year: number, now: number): boolean {
  if (!Number.isInteger(year) || year < 1900) return false
  return isAdultAt(`${year}-12-31`, now)
}

/** A delivery offered to riders (GET /api/staff/rider/jobs): the drop-off only as its district. */
export interface RiderJob {
  orderId: number
  orderNo: string
  shopName: string
  shopAddress: string
  /** metres from the rider to the shop */
  distanceM: number
  /** metres from the shop to the drop-off */
  dropOffM: number
  /** the drop-off address masked (the district stays) */
  dropOff: string
  /** what the rider earns (riderFee), avos */
  earning: number
  /** the shop has prepared it (state ready) */
  prepared: boolean
  ageCheck: boolean
  status: string
  statusText: string
  /** seconds */
  acceptedAt: number | null
}

/** A delivery the rider has taken (GET /api/staff/rider/tasks): the contact whole only while delivering. */
export interface RiderTask {
  orderId: number
  orderNo: string
  status: string
  statusText: string
  shop: { name: string; address: string; phone: string } & Point
  customer: { name: string; phone: string; address: string; masked: boolean }
  destination: Point
  remark: string
  itemCount: number
  earning: number
  ageCheck: boolean
  /** the events the rider may send now: dispatch (picked up), deliver, arriveForAgeCheck, verifyAge */
  next: Array<'dispatch' | 'deliver' | 'arriveForAgeCheck' | 'verifyAge'>
}

/** Today's delivered orders and what they made (GET /api/staff/rider/earnings), the Macau day. */
export interface RiderEarnings {
  day: string
  list: Array<{
    orderId: number
    orderNo: string
    shopName: string
    deliveredAt: number
    fee: number
    tip: number
  }>
  fees: number
  tips: number
  total: number
}

/** The rider's place on the customer's order page (OrderDetail.riderMap). */
export interface RiderMap {
  shop: Point
  destination: Point
  /** null until the rider has shared a position */
  rider: (Point & { at: number }) | null
  /** epoch seconds, null without a position */
  estimatedArrival: number | null
}
