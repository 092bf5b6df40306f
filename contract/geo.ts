/** A WGS84 point. */
export interface Point {
  lat: number
  lng: number
}

/**
 * Where the app and the server stand when the user's location is unknown: Senado Square (議事亭前地),
 * the centre of Macau peninsula. Distances, fee bands and "nearest first" all fall back to it.
 */
export const DEFAULT_MAP_POINT: Readonly<Point & { name: string }> = {
  lat: 22.1936,
  lng: 113.5399,
  name: '議事亭前地'
}

/** A place of the geo search (`/v1/geo/searchRange`). */
export interface Place {
  id: number
  name: string
  address: string
  district: string
  lat: number
  lng: number
  distance: number
}

export interface City {
  id: number
  code: string
  name: string
  lat: number
  lng: number
  merchantCount: number
}
