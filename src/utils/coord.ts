/**
 * WGS84 ↔ GCJ-02 ↔ BD-09 conversions, rounded to 6 decimals (api-conventions:
 * "conversions to GCJ02/BD09 are rounded to 6 decimals"; 1e-6° ≈ 0.11 m).
 *
 * Built on the `coordtransform` package (decisions in docs/utils.md):
 * - We follow the library's "out of China" test, a plain bounding box
 *   (lng 73.66–135.05, lat 3.86–53.55). Macau (113.54, 22.19) and Hong Kong are
 *   INSIDE it, so they get the GCJ-02 offset (about 620 m for Macau), which is
 *   what the Chinese map SDKs (Tencent, AMap) expect there. Points outside the box
 *   are returned unchanged by WGS↔GCJ; GCJ↔BD always applies its offset.
 * - The library's inverses (GCJ→WGS, BD→GCJ) are one-step approximations that
 *   miss by up to ~5 m and ~0.2 m. We refine them with a few fixed-point
 *   iterations of the library's own forward transform, so a round trip comes back
 *   to within rounding (1e-6°).
 * Rounding happens once, at the end (also for the two-step WGS↔BD conversions).
 * Storage is WGS84; convert only at the edge (map SDKs, providers' APIs).
 */
import coordtransform from 'coordtransform'

export interface LngLat {
  lng: number
  lat: number
}

type Pair = [number, number]
type Transform = (lng: number, lat: number) => Pair

export const COORD_DECIMALS = 6

/** Rounds to 6 decimals, half away from zero, never -0. */
export function round6(x: number): number {
  const r = (Math.sign(x) * Math.round(Math.abs(x) * 1e6)) / 1e6
  return r === 0 ? 0 : r
}

/** Inverts `forward` at (lng, lat) starting from `approx`, by fixed-point iteration. */
function refineInverse(forward: Transform, approx: Transform): Transform {
  return (lng, lat) => {
    let [x, y] = approx(lng, lat)
    for (let i = 0; i < 10; i += 1) {
      const [fx, fy] = forward(x, y)
      const dx = fx - lng
      const dy = fy - lat
      if (Math.abs(dx) < 1e-12 && Math.abs(dy) < 1e-12) break
      x -= dx
      y -= dy
    }
    return [x, y]
  }
}

const toGcj: Transform = (lng, lat) => coordtransform.wgs84togcj02(lng, lat)
const toBd: Transform = (lng, lat) => coordtransform.gcj02tobd09(lng, lat)
const fromGcj = refineInverse(toGcj, (lng, lat) => coordtransform.gcj02towgs84(lng, lat))
const fromBd = refineInverse(toBd, (lng, lat) => coordtransform.bd09togcj02(lng, lat))

function rounded(fn: Transform) {
  return (lng: number, lat: number): LngLat => {
    const [outLng, outLat] = fn(lng, lat)
    return { lng: round6(outLng), lat: round6(outLat) }
  }
}

export const wgs84ToGcj02 = rounded(toGcj)
export const gcj02ToWgs84 = rounded(fromGcj)
export const gcj02ToBd09 = rounded(toBd)
export const bd09ToGcj02 = rounded(fromBd)
export const wgs84ToBd09 = rounded((lng, lat) => toBd(...toGcj(lng, lat)))
export const bd09ToWgs84 = rounded((lng, lat) => fromGcj(...fromBd(lng, lat)))

/** True when coordtransform applies the GCJ-02 offset (its bounding-box test). */
export function isInGcjBox(lng: number, lat: number): boolean {
  return lng > 73.66 && lng < 135.05 && lat > 3.86 && lat < 53.55
}
