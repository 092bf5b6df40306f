import { describe, expect, it } from 'vitest'
import {
  adultByBirthYear,
  arrivalEstimate,
  arrivalText,
  distanceM,
  inMacau,
  PICKUP_MINUTES,
  rideMinutes,
  riderFee,
  RIDER_MIN_FEE
} from './rider'

/** Epoch ms of a Macau wall-clock time (UTC+8). */
const macau = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h - 8, min)

const SENADO = { lat: 22.1936, lng: 113.5399 }
// about 1 km north of Senado Square
const NORTH_1KM = { lat: 22.2026, lng: 113.5399 }
const TAIPA = { lat: 22.1537, lng: 113.5566 }

describe('arrival estimate', () => {
  it('measures a kilometre as a kilometre', () => {
    expect(Math.round(distanceM(SENADO, NORTH_1KM))).toBeGreaterThan(995)
    expect(Math.round(distanceM(SENADO, NORTH_1KM))).toBeLessThan(1005)
  })

  it('a delivering rider 1 km away arrives in 6 minutes (1.3 km of streets at 250 m/min)', () => {
    const now = macau(2026, 11, 29, 14, 0)
    const at = arrivalEstimate({
      status: 'delivering',
      rider: NORTH_1KM,
      shop: TAIPA,
      destination: SENADO,
      now
    })
    expect(rideMinutes(1000)).toBe(6)
    expect(at).toBe(now + 6 * 60_000)
    expect(arrivalText(at!)).toBe('預計 14:06 送達')
  })

  it('a rider still to collect rides to the shop, waits at the counter, then rides on', () => {
    const now = macau(2026, 11, 29, 12, 0)
    const toShop = rideMinutes(distanceM(NORTH_1KM, SENADO))
    const on = rideMinutes(distanceM(SENADO, TAIPA))
    for (const status of ['accepted', 'ready']) {
      const at = arrivalEstimate({ status, rider: NORTH_1KM, shop: SENADO, destination: TAIPA, now })
      expect(at).toBe(now + (toShop + PICKUP_MINUTES + on) * 60_000)
    }
  })

  it('the nearer the rider, the sooner; at the door it is now; without a position or after delivery, none', () => {
    const now = macau(2026, 11, 29, 20, 0)
    const far = arrivalEstimate({
      status: 'delivering',
      rider: TAIPA,
      shop: TAIPA,
      destination: SENADO,
      now
    })!
    const near = arrivalEstimate({
      status: 'delivering',
      rider: NORTH_1KM,
      shop: TAIPA,
      destination: SENADO,
      now
    })!
    expect(near).toBeLessThan(far)
    expect(
      arrivalEstimate({ status: 'age_check', rider: SENADO, shop: TAIPA, destination: SENADO, now })
    ).toBe(now)
    expect(
      arrivalEstimate({ status: 'delivering', rider: null, shop: TAIPA, destination: SENADO, now })
    ).toBeNull()
    expect(
      arrivalEstimate({ status: 'delivered', rider: SENADO, shop: TAIPA, destination: SENADO, now })
    ).toBeNull()
  })

  it('says the time in Macau, whatever the zone (23:58 UTC is 07:58 next morning)', () => {
    expect(arrivalText(Date.UTC(2026, 10, 28, 23, 58))).toBe('預計 07:58 送達')
  })
})

describe('rider rules', () => {
  it('Macau is inside its bounds; Zhuhai, Hong Kong and (0, 0) are not', () => {
    expect(inMacau(SENADO)).toBe(true)
    expect(inMacau(TAIPA)).toBe(true)
    expect(inMacau({ lat: 22.2711, lng: 113.5767 })).toBe(false)
    expect(inMacau({ lat: 22.3193, lng: 114.1694 })).toBe(false)
    expect(inMacau({ lat: 0, lng: 0 })).toBe(false)
  })

  it('earns the delivery fee, at least the minimum', () => {
    expect(riderFee(1500)).toBe(1500)
    expect(riderFee(0)).toBe(RIDER_MIN_FEE)
  })

  it('an ID showing only the year proves 18+ once the youngest of that year is 18', () => {
    // born 2008: the youngest turns 18 on 31 Dec 2026 (Macau)
    expect(adultByBirthYear(2008, macau(2026, 12, 30, 23, 59))).toBe(false)
    expect(adultByBirthYear(2008, macau(2026, 12, 31, 0, 0))).toBe(true)
    expect(adultByBirthYear(1990, macau(2026, 1, 1))).toBe(true)
    expect(adultByBirthYear(2010, macau(2026, 6, 1))).toBe(false)
    expect(adultByBirthYear(1899, macau(2026, 6, 1))).toBe(false)
    expect(adultByBirthYear(1990.5, macau(2026, 6, 1))).toBe(false)
  })
})
