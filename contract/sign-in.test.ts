import { describe, expect, it } from 'vitest'
import { nextDay, previousDay, signInReward, signInSummary, streakOn } from './sign-in'

describe('sign-in rules', () => {
  it('rewards by streak day in a 7-day cycle', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 14, 15].map(signInReward)).toEqual([5, 10, 15, 20, 25, 30, 50, 5, 50, 5])
  })

  it('steps calendar days across months and years', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28')
    expect(previousDay('2028-03-01')).toBe('2028-02-29')
    expect(nextDay('2026-12-31')).toBe('2027-01-01')
  })

  it('keeps the streak only from yesterday', () => {
    expect(streakOn('2026-11-23', null)).toBe(1)
    expect(streakOn('2026-11-23', { day: '2026-11-22', streak: 6 })).toBe(7)
    expect(streakOn('2026-11-23', { day: '2026-11-21', streak: 6 })).toBe(1)
  })

  it('tells today and tomorrow before and after signing', () => {
    expect(signInSummary('2026-11-23', { day: '2026-11-22', streak: 2 })).toEqual({
      signedToday: false,
      streak: 2,
      todayReward: 15,
      tomorrowReward: 20
    })
    expect(signInSummary('2026-11-23', { day: '2026-11-23', streak: 3 })).toEqual({
      signedToday: true,
      streak: 3,
      todayReward: 15,
      tomorrowReward: 20
    })
    expect(signInSummary('2026-11-23', { day: '2026-11-20', streak: 5 }).streak).toBe(0)
  })
})
