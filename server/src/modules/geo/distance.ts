/** Mean earth radius; the spherical (Haversine) distance is within 0.5 % of the ellipsoid at Macau's scale. */
const EARTH_RADIUS_M = 6_371_008.8

/**
 * SQL for the Haversine distance in metres between the row's lat/lng columns and two parameters.
 * Computing it in SQL lets ORDER BY and LIMIT page by distance.
 */
export function distanceSql(latParam: string, lngParam: string, latCol = 'lat', lngCol = 'lng'): string {
  return `(2 * ${EARTH_RADIUS_M} * asin(least(1, sqrt(
    power(sin(radians(${latCol} - ${latParam}) / 2), 2)
    + cos(radians(${latParam})) * cos(radians(${latCol})) * power(sin(radians(${lngCol} - ${lngParam}) / 2), 2)))))`
}

export function haversineMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)))
}
