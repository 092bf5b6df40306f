import { describe, expect, it } from 'vitest'
import {
  birthdayFromParts,
  genderLabel,
  isFutureDate,
  NICKNAME_INVALID,
  validateNickname
} from './profile-fields'

describe('profile fields', () => {
  it('nickname: 1 to 20 characters after trimming, emoji count once', () => {
    expect(validateNickname('阿明')).toBeNull()
    expect(validateNickname('   ')).toBe(NICKNAME_INVALID)
    expect(validateNickname('一'.repeat(20))).toBeNull()
    expect(validateNickname('一'.repeat(21))).toBe(NICKNAME_INVALID)
    expect(validateNickname('😀'.repeat(20))).toBeNull()
  })
  it('gender labels: 1 男, 2 女, 0 保密', () => {
    expect([1, 2, 0, 9].map(genderLabel)).toEqual(['男', '女', '保密', '保密'])
  })
  it('birthday from picker parts, zero padded; future dates are detected', () => {
    expect(birthdayFromParts(['1990', '3', '7'])).toBe('1990-03-07')
    expect(birthdayFromParts([2001, 12, 31])).toBe('2001-12-31')
    expect(isFutureDate('2030-01-01', '2025-06-01')).toBe(true)
    expect(isFutureDate('2025-06-01', '2025-06-01')).toBe(false)
  })
})
