import { describe, it, expect } from 'vitest'
import { isSmsCode, SMS_CODE_LENGTH } from './smscode'

describe('isSmsCode', () => {
  it('accepts exactly 6 digits, leading zeros included', () => {
    expect(SMS_CODE_LENGTH).toBe(6)
    expect(isSmsCode('123456')).toBe(true)
    expect(isSmsCode('000000')).toBe(true)
  })

  it('rejects other lengths, letters, spaces, full-width digits and non-strings', () => {
    for (const bad of [
      '',
      '12345',
      '1234567',
      '12345a',
      ' 123456',
      '123456 ',
      '12 456',
      '１２３４５６',
      '123456\n'
    ]) {
      expect(isSmsCode(bad), JSON.stringify(bad)).toBe(false)
    }
    expect(isSmsCode(123456)).toBe(false)
    expect(isSmsCode(null)).toBe(false)
    expect(isSmsCode(undefined)).toBe(false)
  })
})
