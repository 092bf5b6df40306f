import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import coordtransform from 'coordtransform'
import {
  bd09ToGcj02,
  bd09ToWgs84,
  gcj02ToBd09,
  gcj02ToWgs84,
  isInGcjBox,
  round6,
  wgs84ToBd09,
  wgs84ToGcj02
} from './coord'

const MACAU = { lng: 113.54, lat: 22.19 }
const decimals = (x: number) => (String(x).split('.')[1] ?? '').length

describe('Macau follows the library: offset applied', () => {
  it("Macau is inside coordtransform's China box", () => {
    expect(isInGcjBox(MACAU.lng, MACAU.lat)).toBe(true)
    expect(isInGcjBox(114.1694, 22.3193)).toBe(true) // Hong Kong
  })

  it('WGS84 → GCJ-02 for Macau (values from the library, rounded)', () => {
    expect(wgs84ToGcj02(MACAU.lng, MACAU.lat)).toEqual({ lng: 113.545114, lat: 22.187073 })
  })

  it('GCJ-02 → BD-09 and WGS84 → BD-09 for Macau', () => {
    expect(gcj02ToBd09(113.545114, 22.187073)).toEqual({ lng: 113.551585, lat: 22.193157 })
    expect(wgs84ToBd09(MACAU.lng, MACAU.lat)).toEqual({ lng: 113.551585, lat: 22.193157 })
  })

  it('the inverses bring Macau back exactly (6 decimals)', () => {
    expect(gcj02ToWgs84(113.545114, 22.187073)).toEqual(MACAU)
    expect(bd09ToGcj02(113.551585, 22.193157)).toEqual({ lng: 113.545114, lat: 22.187073 })
    expect(bd09ToWgs84(113.551585, 22.193157)).toEqual(MACAU)
  })

  it('the Macau GCJ offset is a few hundred metres (not zero)', () => {
    const g = wgs84ToGcj02(MACAU.lng, MACAU.lat)
    const dx = (g.lng - MACAU.lng) * 111_320 * Math.cos((MACAU.lat * Math.PI) / 180)
    const dy = (g.lat - MACAU.lat) * 110_700
    const d = Math.hypot(dx, dy)
    expect(d).toBeGreaterThan(550)
    expect(d).toBeLessThan(700)
  })

  it("our GCJ → WGS improves on the library's one-step inverse", () => {
    const [gLng, gLat] = coordtransform.wgs84togcj02(MACAU.lng, MACAU.lat)
    const [libLng] = coordtransform.gcj02towgs84(gLng, gLat)
    expect(Math.abs(libLng - MACAU.lng)).toBeGreaterThan(1e-5) // ≈ 1.5 m off
    expect(gcj02ToWgs84(gLng, gLat)).toEqual(MACAU)
  })
})

describe('outside the box', () => {
  it('WGS ↔ GCJ returns London unchanged (rounded)', () => {
    expect(isInGcjBox(-0.1276, 51.5072)).toBe(false)
    expect(wgs84ToGcj02(-0.1276, 51.5072)).toEqual({ lng: -0.1276, lat: 51.5072 })
    expect(gcj02ToWgs84(-0.1276, 51.5072)).toEqual({ lng: -0.1276, lat: 51.5072 })
  })

  it('GCJ ↔ BD still applies the Baidu offset', () => {
    const b = gcj02ToBd09(-0.1276, 51.5072)
    expect(b.lng).not.toBe(-0.1276)
    expect(bd09ToGcj02(b.lng, b.lat)).toEqual({ lng: -0.1276, lat: 51.5072 })
  })

  it('the box edge is exclusive', () => {
    expect(isInGcjBox(73.66, 30)).toBe(false)
    expect(isInGcjBox(73.67, 30)).toBe(true)
    expect(isInGcjBox(100, 53.55)).toBe(false)
  })
})

describe('rounding', () => {
  it('round6 rounds half away from zero and never gives -0', () => {
    expect(round6(1.2345675)).toBe(1.234568)
    expect(round6(-1.2345675)).toBe(-1.234568)
    expect(Object.is(round6(-0.0000001), 0)).toBe(true)
    expect(round6(113.5)).toBe(113.5)
  })

  it('every output has at most 6 decimals', () => {
    const fns = [wgs84ToGcj02, gcj02ToWgs84, gcj02ToBd09, bd09ToGcj02, wgs84ToBd09, bd09ToWgs84]
    fc.assert(
      fc.property(
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: -85, max: 85, noNaN: true }),
        (lng, lat) => {
          for (const fn of fns) {
            const r = fn(lng, lat)
            expect(decimals(r.lng)).toBeLessThanOrEqual(6)
            expect(decimals(r.lat)).toBeLessThanOrEqual(6)
          }
        }
      )
    )
  })
})

describe('round trips within 1e-5 degrees', () => {
  const inChina = fc.record({
    lng: fc.double({ min: 74, max: 134.9, noNaN: true }),
    lat: fc.double({ min: 4, max: 53.4, noNaN: true })
  })
  const anywhere = fc.record({
    lng: fc.double({ min: -179, max: 179, noNaN: true }),
    lat: fc.double({ min: -80, max: 80, noNaN: true })
  })
  const close = (a: { lng: number; lat: number }, b: { lng: number; lat: number }) => {
    expect(Math.abs(a.lng - b.lng)).toBeLessThan(1e-5)
    expect(Math.abs(a.lat - b.lat)).toBeLessThan(1e-5)
  }

  it('WGS → GCJ → WGS', () => {
    fc.assert(
      fc.property(inChina, (p) => {
        const g = wgs84ToGcj02(p.lng, p.lat)
        close(gcj02ToWgs84(g.lng, g.lat), p)
      })
    )
  })

  it('GCJ → BD → GCJ', () => {
    fc.assert(
      fc.property(anywhere, (p) => {
        const b = gcj02ToBd09(p.lng, p.lat)
        close(bd09ToGcj02(b.lng, b.lat), p)
      })
    )
  })

  it('WGS → BD → WGS', () => {
    fc.assert(
      fc.property(inChina, (p) => {
        const b = wgs84ToBd09(p.lng, p.lat)
        close(bd09ToWgs84(b.lng, b.lat), p)
      })
    )
  })

  it('two-step conversions equal the composition of one-step ones (within rounding)', () => {
    fc.assert(
      fc.property(inChina, (p) => {
        const g = wgs84ToGcj02(p.lng, p.lat)
        close(wgs84ToBd09(p.lng, p.lat), gcj02ToBd09(g.lng, g.lat))
      })
    )
  })
})
