import { describe, it, expect } from 'vitest'
import { AREA_CODES, isValidPhone, maskPhone, normalizeAreaCode, validatePhone } from './phone'

describe('validatePhone', () => {
  it('lists the three area codes, Macau first', () => {
    expect(AREA_CODES).toEqual(['853', '852', '86'])
  })

  it('empty phone asks for a number, whatever the area code', () => {
    expect(validatePhone('853', '')).toBe('請輸入手機號碼')
    expect(validatePhone('852', '   ')).toBe('請輸入手機號碼')
    expect(validatePhone('999', '')).toBe('請輸入手機號碼')
    expect(validatePhone('86', undefined as unknown as string)).toBe('請輸入手機號碼')
  })

  it('853: 8 digits starting with 6', () => {
    expect(validatePhone('853', '66123456')).toBeNull()
    expect(validatePhone('853', '61234567')).toBeNull()
    expect(validatePhone('853', '56123456')).toBe('手機號碼格式不正確')
    expect(validatePhone('853', '6612345')).toBe('手機號碼格式不正確')
    expect(validatePhone('853', '661234567')).toBe('手機號碼格式不正確')
  })

  it('852: 8 digits starting with 5, 6 or 9', () => {
    for (const ok of ['51234567', '61234567', '91234567']) expect(validatePhone('852', ok)).toBeNull()
    for (const bad of ['21234567', '81234567', '1234567', '512345678']) {
      expect(validatePhone('852', bad)).toBe('手機號碼格式不正確')
    }
  })

  it('86: 11 digits starting with 1', () => {
    expect(validatePhone('86', '13812345678')).toBeNull()
    expect(validatePhone('86', '23812345678')).toBe('手機號碼格式不正確')
    expect(validatePhone('86', '1381234567')).toBe('手機號碼格式不正確')
    expect(validatePhone('86', '138123456789')).toBe('手機號碼格式不正確')
  })

  it('trims, but rejects inner spaces, dashes, letters and full-width digits', () => {
    expect(validatePhone('853', ' 66123456 ')).toBeNull()
    for (const bad of ['6612 3456', '6612-3456', '+66123456', '6612345a', '６６１２３４５６']) {
      expect(validatePhone('853', bad)).toBe('手機號碼格式不正確')
    }
  })

  it('accepts +853 style area codes, rejects unknown ones', () => {
    expect(validatePhone('+853', '66123456')).toBeNull()
    expect(validatePhone('1', '66123456')).toBe('手機號碼格式不正確')
    expect(normalizeAreaCode(' +86 ')).toBe('86')
    expect(normalizeAreaCode('886')).toBeNull()
  })

  it('a number valid for one area is not for another', () => {
    expect(validatePhone('852', '66123456')).toBeNull()
    expect(validatePhone('853', '91234567')).toBe('手機號碼格式不正確')
    expect(validatePhone('86', '66123456')).toBe('手機號碼格式不正確')
  })
})

describe('maskPhone', () => {
  it('8 digits keep first 2 and last 2', () => {
    expect(maskPhone('66123445')).toBe('66****45')
  })

  it('11 digits keep first 3 and last 4', () => {
    expect(maskPhone('13812345678')).toBe('138****5678')
  })

  it('other lengths', () => {
    expect(maskPhone('123456789')).toBe('12****89')
    expect(maskPhone('12345')).toBe('12****45')
    expect(maskPhone('1234')).toBe('1234')
    expect(maskPhone('')).toBe('')
    expect(maskPhone(' 66123445 ')).toBe('66****45')
  })
})

describe('isValidPhone (what the server accepts)', () => {
  it('takes the area code and the number exactly as sent', () => {
    expect(isValidPhone('853', '66123456')).toBe(true)
    expect(isValidPhone('+853', '66123456')).toBe(false)
    expect(isValidPhone('853', ' 66123456')).toBe(false)
    expect(isValidPhone('86', '13812345678')).toBe(true)
  })

  it('accepts every number the app form accepts once trimmed and normalised', () => {
    for (const code of AREA_CODES)
      for (const phone of ['66123456', '51234567', '91234567', '13812345678', '1234'])
        expect(isValidPhone(code, phone)).toBe(validatePhone(code, phone) === null)
  })
})
