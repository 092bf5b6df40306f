import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import {
  HALF_MERIDIAN,
  WGS84_A,
  ellipsoidDistance,
  haversine,
  vincentyDistance,
  type LatLng
} from './geo-distance'

const dms = (d: number, m: number, s: number) => Math.sign(d) * (Math.abs(d) + m / 60 + s / 3600)

/** Straight-line (ECEF chord) distance on WGS84: an independent check for short pairs. */
function chord(p: LatLng, q: LatLng): number {
  const e2 = (1 / 298.257223563) * (2 - 1 / 298.257223563)
  const xyz = ({ lat, lng }: LatLng) => {
    const la = (lat * Math.PI) / 180
    const lo = (lng * Math.PI) / 180
    const n = WGS84_A / Math.sqrt(1 - e2 * Math.sin(la) ** 2)
    return [
      n * Math.cos(la) * Math.cos(lo),
      n * Math.cos(la) * Math.sin(lo),
      n * (1 - e2) * Math.sin(la)
    ] as const
  }
  const [a, b] = [xyz(p), xyz(q)]
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])
}

describe('ellipsoidDistance: published reference values (within 1 m; in fact within 1 mm)', () => {
  it('Flinders Peak → Buninyong (Vincenty 1975): 54 972.271 m', () => {
    const flinders = { lat: dms(-37, 57, 3.7203), lng: dms(144, 25, 29.5244) }
    const buninyong = { lat: dms(-37, 39, 10.1561), lng: dms(143, 55, 35.3839) }
    expect(Math.abs(ellipsoidDistance(flinders, buninyong) - 54_972.271)).toBeLessThan(0.001)
  })

  it('JFK → LHR (GeographicLib example): 5 551 759.400 m', () => {
    expect(
      Math.abs(ellipsoidDistance({ lat: 40.6, lng: -73.8 }, { lat: 51.6, lng: -0.5 }) - 5_551_759.400319)
    ).toBeLessThan(0.001)
  })

  it('Wellington → Salamanca (GeographicLib example, nearly antipodal but converges): 19 959 679.267 m', () => {
    expect(
      Math.abs(ellipsoidDistance({ lat: -41.32, lng: 174.81 }, { lat: 40.96, lng: -5.5 }) - 19_959_679.267354)
    ).toBeLessThan(0.001)
  })

  it('a quarter of the equator is a·π/2', () => {
    expect(
      Math.abs(ellipsoidDistance({ lat: 0, lng: 0 }, { lat: 0, lng: 90 }) - (WGS84_A * Math.PI) / 2)
    ).toBeLessThan(0.001)
  })

  it('pole to pole is half a meridian: 20 003 931.4586 m', () => {
    expect(
      Math.abs(ellipsoidDistance({ lat: 90, lng: 0 }, { lat: -90, lng: 0 }) - 20_003_931.4586)
    ).toBeLessThan(0.001)
  })
})

describe('ellipsoidDistance: short Macau pairs', () => {
  // Below 10 km the geodesic exceeds the ECEF chord by s³/(24R²) < 1 mm, so the chord is a reference.
  it("Ruins of St. Paul's → Macau Tower: 1 989.528 m", () => {
    const stPaul = { lat: 22.197464, lng: 113.540878 }
    const tower = { lat: 22.17999, lng: 113.53639 }
    const d = ellipsoidDistance(stPaul, tower)
    expect(Math.abs(d - 1_989.528)).toBeLessThan(0.001)
    expect(Math.abs(d - chord(stPaul, tower))).toBeLessThan(0.001)
  })

  it('Airport → Border Gate: 8 713.615 m', () => {
    const airport = { lat: 22.149, lng: 113.592 }
    const borderGate = { lat: 22.2135, lng: 113.5436 }
    const d = ellipsoidDistance(airport, borderGate)
    expect(Math.abs(d - 8_713.6146)).toBeLessThan(0.001)
    expect(d - chord(airport, borderGate)).toBeGreaterThan(0)
    expect(d - chord(airport, borderGate)).toBeLessThan(0.001)
  })

  it('agrees with the chord for random pairs within Macau', () => {
    const macau = fc.record({
      lat: fc.double({ min: 22.1, max: 22.22, noNaN: true }),
      lng: fc.double({ min: 113.52, max: 113.6, noNaN: true })
    })
    fc.assert(
      fc.property(macau, macau, (p, q) => {
        // geodesic ≈ chord + chord³ / (24 R²); R ≈ 6.37e6 m is good to 1 % of a correction of ≤ 4 mm
        const c = chord(p, q)
        expect(Math.abs(ellipsoidDistance(p, q) - (c + c ** 3 / (24 * 6.37e6 ** 2)))).toBeLessThan(0.0005)
      })
    )
  })
})

describe('ellipsoidDistance: edges', () => {
  it('0 for the same point', () => {
    expect(ellipsoidDistance({ lat: 22.19, lng: 113.54 }, { lat: 22.19, lng: 113.54 })).toBe(0)
    expect(ellipsoidDistance({ lat: 90, lng: 0 }, { lat: 90, lng: 123 })).toBeLessThan(1e-6)
  })

  it('wraps across the antimeridian', () => {
    const a = ellipsoidDistance({ lat: 10, lng: 179.5 }, { lat: 10, lng: -179.5 })
    const b = ellipsoidDistance({ lat: 10, lng: -0.5 }, { lat: 10, lng: 0.5 })
    expect(Math.abs(a - b)).toBeLessThan(1e-6)
    expect(ellipsoidDistance({ lat: 10, lng: 540 }, { lat: 10, lng: 181 })).toBeCloseTo(
      ellipsoidDistance({ lat: 10, lng: 180 }, { lat: 10, lng: -179 }),
      6
    )
  })

  it('falls back for nearly antipodal points where Vincenty does not converge (within 0.1 %)', () => {
    const p = { lat: 0, lng: 0 }
    const q = { lat: 0.5, lng: 179.7 }
    expect(vincentyDistance(p, q)).toBeNull()
    const d = ellipsoidDistance(p, q)
    // GeographicLib: 19 944 127.421 m
    expect(Math.abs(d - 19_944_127.421) / 19_944_127.421).toBeLessThan(0.001)
  })

  it('exactly antipodal on the equator gives half a meridian (the geodesic runs over a pole)', () => {
    expect(vincentyDistance({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeNull()
    expect(ellipsoidDistance({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(HALF_MERIDIAN, 3)
  })

  it('NaN for non-finite input', () => {
    expect(ellipsoidDistance({ lat: Number.NaN, lng: 0 }, { lat: 0, lng: 0 })).toBeNaN()
  })
})

describe('properties', () => {
  const point = fc.record({
    lat: fc.double({ min: -89.9, max: 89.9, noNaN: true }),
    lng: fc.double({ min: -180, max: 180, noNaN: true })
  })

  it('symmetric, non-negative, never above half a meridian', () => {
    fc.assert(
      fc.property(point, point, (p, q) => {
        const d = ellipsoidDistance(p, q)
        expect(d).toBeGreaterThanOrEqual(0)
        expect(d).toBeLessThanOrEqual(HALF_MERIDIAN + 1e-6)
        expect(Math.abs(d - ellipsoidDistance(q, p))).toBeLessThan(1e-3)
      })
    )
  })

  it('haversine is symmetric and within 0.6 % of the ellipsoid', () => {
    fc.assert(
      fc.property(point, point, (p, q) => {
        const e = ellipsoidDistance(p, q)
        const h = haversine(p, q)
        expect(h).toBeCloseTo(haversine(q, p), 6)
        if (e > 1) expect(Math.abs(h - e) / e).toBeLessThan(0.006)
      })
    )
  })

  it('haversine basics', () => {
    expect(haversine({ lat: 22.19, lng: 113.54 }, { lat: 22.19, lng: 113.54 })).toBe(0)
    expect(haversine({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6_371_008.8, 3)
  })
})
