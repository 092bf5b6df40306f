/** A place to go to (WGS84, as stored). */
export interface MapTarget {
  lat: number
  lng: number
  name: string
  address: string
}

/** A place picked on a map (WGS84). */
export type MapPlace = MapTarget
