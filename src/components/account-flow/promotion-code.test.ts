import { describe, expect, it } from 'vitest'
import { normalizePromotionCode, PROMO_CODE_INVALID, validatePromotionCode } from './promotion-code'

describe('promotion code', () => {
  it('accepts 6 letters or digits in any case and sends them upper-cased', () => {
    expect(validatePromotionCode('ab12cd')).toBeNull()
    expect(normalizePromotionCode(' ab12cd ')).toBe('AB12CD')
  })
  it('rejects other lengths and symbols', () => {
    expect(validatePromotionCode('AB12C')).toBe(PROMO_CODE_INVALID)
    expect(validatePromotionCode('AB12CDE')).toBe(PROMO_CODE_INVALID)
    expect(validatePromotionCode('AB-12C')).toBe(PROMO_CODE_INVALID)
  })
  it('is optional at login but required when binding', () => {
    expect(validatePromotionCode('')).toBeNull()
    expect(validatePromotionCode('  ', true)).toBe('請輸入推廣碼')
  })
})
