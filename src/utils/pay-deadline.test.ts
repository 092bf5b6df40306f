import { describe, expect, it } from 'vitest'
import { payCountdown } from './pay-deadline'

describe('payCountdown', () => {
  it('counts mm:ss to the deadline', () => {
    expect(payCountdown(1000 + 15 * 60, 1000)).toEqual({ seconds: 900, text: '15:00', expired: false })
    expect(payCountdown(1065, 1000)).toEqual({ seconds: 65, text: '01:05', expired: false })
  })
  it('past or reached deadline is expired at 00:00', () => {
    expect(payCountdown(1000, 1000)).toEqual({ seconds: 0, text: '00:00', expired: true })
    expect(payCountdown(900, 1000).expired).toBe(true)
  })
  it('no deadline is not expired; minutes are not capped', () => {
    expect(payCountdown(null, 1000)).toEqual({ seconds: 0, text: '00:00', expired: false })
    expect(payCountdown(1000 + 7200, 1000).text).toBe('120:00')
    expect(payCountdown(1000.9 + 60, 1000.2).seconds).toBe(60)
  })
})
