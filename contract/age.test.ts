import { describe, expect, it } from 'vitest'
import { adultStatusOf, ageOn, birthDateProblem, declarableBirthDate, isAdultAt, parseDate } from './age'

/** Epoch ms of a Macau wall-clock time (UTC+8). */
const macau = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h - 8, min)

describe('age rule (Asia/Macau)', () => {
  it('turns 18 at Macau midnight of the 18th birthday, not a minute earlier', () => {
    expect(isAdultAt('2008-11-23', macau(2026, 11, 22, 23, 59))).toBe(false)
    expect(isAdultAt('2008-11-23', macau(2026, 11, 23, 0, 0))).toBe(true)
  })

  it('uses the Macau calendar, not UTC: 23 Nov 00:30 in Macau is still 22 Nov in UTC', () => {
    const t = macau(2026, 11, 23, 0, 30)
    expect(new Date(t).toISOString().slice(0, 10)).toBe('2026-11-22')
    expect(isAdultAt('2008-11-23', t)).toBe(true)
  })

  it('a 29 February birthday comes of age on 1 March of a common year', () => {
    expect(isAdultAt('2008-02-29', macau(2026, 2, 28, 12))).toBe(false)
    expect(isAdultAt('2008-02-29', macau(2026, 3, 1, 0))).toBe(true)
  })

  it('counts whole years', () => {
    expect(ageOn('2000-06-15', '2026-06-14')).toBe(25)
    expect(ageOn('2000-06-15', '2026-06-15')).toBe(26)
  })

  it('status: undeclared without a date or with a bad one, minor under 18, adult from 18', () => {
    const now = macau(2026, 11, 23, 12)
    expect(adultStatusOf(null, now)).toBe('undeclared')
    expect(adultStatusOf('2008-13-01', now)).toBe('undeclared')
    expect(adultStatusOf('2008-11-24', now)).toBe('minor')
    expect(adultStatusOf('2008-11-23', now)).toBe('adult')
  })

  it('rejects impossible dates and future or implausible declarations', () => {
    expect(parseDate('2023-02-29')).toBeNull()
    expect(parseDate('2024-02-29')).not.toBeNull()
    expect(parseDate('1990-1-01')).toBeNull()
    const now = macau(2026, 11, 23, 12)
    expect(declarableBirthDate('2026-11-24', now)).toBe(false)
    expect(declarableBirthDate('1890-01-01', now)).toBe(false)
    expect(declarableBirthDate('1990-05-01', now)).toBe(true)
  })
})

describe('birthDateProblem (issue 35 point 11)', () => {
  const now = Date.parse('2026-11-23T12:00:00+08:00')
  it('says what is wrong in words a customer understands, null for a date that can be declared', () => {
    expect(birthDateProblem('1990-05-01', now)).toBeNull()
    for (const typo of ['1990/05/01', '19900501', '1990-5-1', '']) {
      expect(birthDateProblem(typo, now)).toBe('請按「年-月-日」輸入出生日期，例如 1990-05-01')
    }
    for (const wrong of ['1990-02-30', '2030-01-01', '1800-01-01']) {
      expect(birthDateProblem(wrong, now)).toBe('沒有這個出生日期，請檢查年、月、日')
    }
  })
})
