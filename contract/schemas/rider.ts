import { z } from 'zod/v4'
import { MACAU_BOUNDS } from '../rider'
import { floatString, idString, jsonId } from './fields'

/** Request schemas of /api/staff/rider/* (JSON bodies; queries are strings). */

const lat = z
  .number()
  .min(MACAU_BOUNDS.minLat, '位置不在澳門範圍內')
  .max(MACAU_BOUNDS.maxLat, '位置不在澳門範圍內')
const lng = z
  .number()
  .min(MACAU_BOUNDS.minLng, '位置不在澳門範圍內')
  .max(MACAU_BOUNDS.maxLng, '位置不在澳門範圍內')

/** Deliveries near a point (the rider's last shared position when absent). */
export const RiderJobsQuery = z.strictObject({
  lat: floatString(MACAU_BOUNDS.minLat, MACAU_BOUNDS.maxLat).optional(),
  lng: floatString(MACAU_BOUNDS.minLng, MACAU_BOUNDS.maxLng).optional()
})

/** One order the rider takes, picks up or delivers. */
export const RiderOrderBody = z.strictObject({ orderId: jsonId })

/**
 * Delivering an alcohol order at the door: the rider ticks that the recipient's ID shows 18 or over and types its
 * year of birth (checked by adultByBirthYear), or refuses the handover (`refused: true`: the order is cancelled and refunded, `handoverRefused`).
 */
export const RiderHandoverBody = z.strictObject({
  orderId: jsonId,
  idChecked: z.boolean().optional(),
  birthYear: z.number().int().min(1900).max(2100).optional(),
  refused: z.boolean().optional()
})

/** The rider's position (WGS84) inside Macau; kept on the trail of every order the rider carries. */
export const RiderPositionBody = z.strictObject({ lat, lng })

/** One order the rider took. */
export const RiderTaskQuery = z.strictObject({ orderId: idString })
