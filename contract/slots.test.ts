import { describe, expect, it } from 'vitest'
import { slotDates, slotStartsAt, slotState } from './slots'

const macau = (iso: string) => Date.parse(`${iso}+08:00`)

describe('delivery slots', () => {
  it('starts a slot at its Macau time', () => {
    expect(slotStartsAt('2026-11-22', '18:00-20:00')).toBe(macau('2026-11-22T18:00:00'))
    expect(() => slotStartsAt('2026-11-22', '25:00-26:00')).toThrow(RangeError)
  })

  it('lists today and the next days in Macau (a UTC evening is already tomorrow)', () => {
    expect(slotDates(macau('2026-11-22T12:00:00'))).toEqual(['2026-11-22', '2026-11-23'])
    expect(slotDates(Date.UTC(2026, 10, 22, 17, 0))[0]).toBe('2026-11-23')
  })

  it('is full at capacity and closed within an hour of its start', () => {
    const now = macau('2026-11-22T12:00:00')
    const s = { date: '2026-11-22', slot: '14:00-16:00', capacity: 2, booked: 1 }
    expect(slotState(s, now)).toEqual({ left: 1, available: true, reason: null })
    expect(slotState({ ...s, booked: 2 }, now)).toEqual({ left: 0, available: false, reason: '已約滿' })
    expect(slotState(s, macau('2026-11-22T13:00:01'))).toMatchObject({ available: false, reason: '已截單' })
    expect(slotState(s, macau('2026-11-22T13:00:00'))).toMatchObject({ available: true })
    expect(slotState({ ...s, capacity: 0, booked: 0 }, now)).toMatchObject({ left: 0, reason: '已約滿' })
  })
})
