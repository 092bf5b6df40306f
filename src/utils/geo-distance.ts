/**
 * Distances between WGS84 points, in metres.
 *
 * ellipsoidDistance: Vincenty's inverse formula on the WGS84 ellipsoid
 * (a = 6378137 m, f = 1/298.257223563), accurate to well under a millimetre
 * wherever it converges. It fails to converge only for nearly antipodal points
 * (and is undefined for exactly antipodal ones); there we fall back to the
 * spherical great-circle distance, capped at the longest possible geodesic
 * (half a meridian, 20 003 931.4586 m). The fallback errs by ~0.1 % at most,
 * which only matters for points on opposite sides of the Earth.
 *
 * haversine: great-circle distance on a sphere of the mean Earth radius
 * (6 371 008.8 m). Cheaper; up to ~0.5 % off. Use it for sorting, not display.
 */

export interface LatLng {
  lat: number
  lng: number
}

export const WGS84_A = 6_378_137
export const WGS84_F = 1 / 298.257223563
export const WGS84_B = WGS84_A * (1 - WGS84_F)
export const MEAN_EARTH_RADIUS = 6_371_008.8
/** Pole-to-pole length along a meridian: the longest geodesic on the WGS84 ellipsoid. */
export const HALF_MERIDIAN = 20_003_931.458625

const RAD = Math.PI / 180

/** Longitude difference in radians, wrapped to [-π, π]. */
function lngDelta(a: LatLng, b: LatLng): number {
  let d = (b.lng - a.lng) % 360
  if (d > 180) d -= 360
  if (d < -180) d += 360
  return d * RAD
}

export function haversine(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RAD
  const dLng = lngDelta(a, b)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2
  return 2 * MEAN_EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Vincenty inverse; null when the iteration does not converge (nearly antipodal points). */
export function vincentyDistance(a: LatLng, b: LatLng): number | null {
  const f = WGS84_F
  const L = lngDelta(a, b)
  const U1 = Math.atan((1 - f) * Math.tan(a.lat * RAD))
  const U2 = Math.atan((1 - f) * Math.tan(b.lat * RAD))
  const sinU1 = Math.sin(U1)
  const cosU1 = Math.cos(U1)
  const sinU2 = Math.sin(U2)
  const cosU2 = Math.cos(U2)

  let lambda = L
  let sinSigma = 0
  let cosSigma = 0
  let sigma = 0
  let cosSqAlpha = 0
  let cos2SigmaM = 0
  let converged = false

  for (let i = 0; i < 200; i += 1) {
    const sinLambda = Math.sin(lambda)
    const cosLambda = Math.cos(lambda)
    const t = cosU1 * sinU2 - sinU1 * cosU2 * cosLambda
    sinSigma = Math.sqrt((cosU2 * sinLambda) ** 2 + t * t)
    cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
    if (sinSigma === 0) {
      // coincident points, or exactly antipodal ones (undefined for Vincenty)
      return cosSigma > 0 ? 0 : null
    }
    sigma = Math.atan2(sinSigma, cosSigma)
    const sinAlpha = (cosU1 * cosU2 * sinLambda) / sinSigma
    cosSqAlpha = 1 - sinAlpha * sinAlpha
    // on the equator cosSqAlpha = 0 and cos2SigmaM is taken as 0
    cos2SigmaM = cosSqAlpha !== 0 ? cosSigma - (2 * sinU1 * sinU2) / cosSqAlpha : 0
    const C = (f / 16) * cosSqAlpha * (4 + f * (4 - 3 * cosSqAlpha))
    const previous = lambda
    lambda =
      L +
      (1 - C) *
        f *
        sinAlpha *
        (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
    if (Math.abs(lambda - previous) < 1e-12) {
      converged = true
      break
    }
    if (Math.abs(lambda) > Math.PI) return null // diverging: nearly antipodal
  }
  if (!converged) return null

  const uSq = (cosSqAlpha * (WGS84_A * WGS84_A - WGS84_B * WGS84_B)) / (WGS84_B * WGS84_B)
  const A = 1 + (uSq / 16384) * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)))
  const B = (uSq / 1024) * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)))
  const deltaSigma =
    B *
    sinSigma *
    (cos2SigmaM +
      (B / 4) *
        (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) -
          (B / 6) * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
  return WGS84_B * A * (sigma - deltaSigma)
}

/** Geodesic distance in metres on the WGS84 ellipsoid (NaN for non-finite input). */
export function ellipsoidDistance(a: LatLng, b: LatLng): number {
  if (![a.lat, a.lng, b.lat, b.lng].every(Number.isFinite)) return Number.NaN
  const exact = vincentyDistance(a, b)
  if (exact !== null) return exact
  return Math.min(haversine(a, b), HALF_MERIDIAN)
}
