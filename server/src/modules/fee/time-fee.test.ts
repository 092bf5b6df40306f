import { describe, expect, it } from 'vitest'
import { ellipsoidMeters } from './ellipsoid.js'
import { bandAt } from './time-fee.js'

describe('fee bands and distance', () => {
  it('picks the Asia/Macau time band at its boundaries', () => {
    const bands = [
      { startMin: 0, endMin: 600, baseFee: 1, perKmFee: 0, freeKm: 0, label: 'a' },
      { startMin: 600, endMin: 840, baseFee: 2, perKmFee: 0, freeKm: 0, label: 'b' },
      { startMin: 840, endMin: 1440, baseFee: 3, perKmFee: 0, freeKm: 0, label: 'c' }
    ]
    const at = (h: number, m: number, s = 0) => Date.UTC(2025, 0, 15, h - 8, m, s) / 1000
    expect(bandAt(bands, at(9, 59, 59))?.label).toBe('a')
    expect(bandAt(bands, at(10, 0))?.label).toBe('b')
    expect(bandAt(bands, at(13, 59, 59))?.label).toBe('b')
    expect(bandAt(bands, at(14, 0))?.label).toBe('c')
    expect(bandAt(bands, at(23, 59, 59))?.label).toBe('c')
    expect(bandAt(bands, at(24, 0))?.label).toBe('a')
  })

  it('measures on the ellipsoid', () => {
    // One degree of latitude at the equator is 110.574 km on WGS84.
    expect(ellipsoidMeters(0, 0, 1, 0)).toBeCloseTo(110_574, -1)
    expect(ellipsoidMeters(22.19, 113.54, 22.19, 113.54)).toBe(0)
  })
})
