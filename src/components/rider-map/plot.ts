import type { Point } from '@lotus/contract/geo'

/** Where a point sits in the map box, in percent from the left and the top. */
export interface Spot {
  left: number
  top: number
}

/** The margin kept around the points, in percent of the box. */
const PAD = 12

/**
 * Places the shop, the rider and the door in a box (a tile-free map): the points' bounding box stretched to the
 * box, north up, with the same scale on both axes (so a short way looks short), the longer side filling it.
 */
export function plot(points: Point[]): Spot[] {
  if (points.length === 0) return []
  const lats = points.map((p) => p.lat)
  const lngs = points.map((p) => p.lng)
  const minLat = Math.min(...lats)
  const maxLat = Math.max(...lats)
  const minLng = Math.min(...lngs)
  const maxLng = Math.max(...lngs)
  // a degree of longitude is cos(lat) of a degree of latitude
  const k = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180)
  const w = (maxLng - minLng) * k
  const h = maxLat - minLat
  const span = Math.max(w, h, 1e-6)
  const room = 100 - 2 * PAD
  const offX = PAD + (room - (w / span) * room) / 2
  const offY = PAD + (room - (h / span) * room) / 2
  return points.map((p) => ({
    left: offX + (((p.lng - minLng) * k) / span) * room,
    top: offY + ((maxLat - p.lat) / span) * room
  }))
}
