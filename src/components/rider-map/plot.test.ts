import { describe, expect, it } from 'vitest'
import { plot } from './plot'

describe('plot (the rider map without tiles)', () => {
  it('puts north up and east right, inside the margins', () => {
    const [shop, rider, door] = plot([
      { lat: 22.19, lng: 113.54 },
      { lat: 22.2, lng: 113.545 },
      { lat: 22.21, lng: 113.55 }
    ])
    expect(shop!.top).toBeGreaterThan(rider!.top)
    expect(rider!.top).toBeGreaterThan(door!.top)
    expect(shop!.left).toBeLessThan(door!.left)
    for (const s of [shop!, rider!, door!]) {
      expect(s.left).toBeGreaterThanOrEqual(12)
      expect(s.left).toBeLessThanOrEqual(88)
      expect(s.top).toBeGreaterThanOrEqual(12)
      expect(s.top).toBeLessThanOrEqual(88)
    }
  })

  it('keeps one scale on both axes: a north–south way stays a vertical line in the middle', () => {
    const [a, b] = plot([
      { lat: 22.19, lng: 113.54 },
      { lat: 22.2, lng: 113.54 }
    ])
    expect(a!.left).toBeCloseTo(50)
    expect(b!.left).toBeCloseTo(50)
    expect(a!.top - b!.top).toBeCloseTo(76)
  })

  it('one place for all (the rider at the shop) sits in the middle', () => {
    const spots = plot([
      { lat: 22.19, lng: 113.54 },
      { lat: 22.19, lng: 113.54 }
    ])
    expect(spots).toEqual([
      { left: 50, top: 50 },
      { left: 50, top: 50 }
    ])
  })
})
