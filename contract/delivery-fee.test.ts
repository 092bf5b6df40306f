import { describe, expect, it } from 'vitest'
import { bandAtMinute, deliveryFeeFor, deliveryFeeText } from './delivery-fee'

describe('delivery fee', () => {
  it('charges the base fee plus each started km beyond the free km (avos)', () => {
    const band = { baseFee: 800, perKmFee: 300, freeKm: 1 }
    expect(deliveryFeeFor(band, 0)).toBe(800)
    expect(deliveryFeeFor(band, 1000)).toBe(800)
    expect(deliveryFeeFor(band, 1001)).toBe(1100)
    expect(deliveryFeeFor(band, 2000)).toBe(1100)
    expect(deliveryFeeFor(band, 2001)).toBe(1400)
  })

  it('finds the band whose [start, end) holds the Macau minute, none in a gap', () => {
    const bands = [
      { startMin: 0, endMin: 600, label: 'morning' },
      { startMin: 600, endMin: 840, label: 'lunch' },
      { startMin: 1020, endMin: 1440, label: 'evening' }
    ]
    expect(bandAtMinute(bands, 0)?.label).toBe('morning')
    expect(bandAtMinute(bands, 599)?.label).toBe('morning')
    expect(bandAtMinute(bands, 600)?.label).toBe('lunch')
    expect(bandAtMinute(bands, 839)?.label).toBe('lunch')
    expect(bandAtMinute(bands, 840)).toBeUndefined()
    expect(bandAtMinute(bands, 1439)?.label).toBe('evening')
    expect(bandAtMinute([], 700)).toBeUndefined()
  })

  it('says what every screen shows for the fee', () => {
    expect(deliveryFeeText(0)).toBe('免配送費')
    expect(deliveryFeeText(1100)).toBe('配送費 MOP 11')
    expect(deliveryFeeText(1150, { from: true })).toBe('配送費 MOP 11.5 起')
  })
})
