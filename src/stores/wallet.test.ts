import { describe, expect, it } from 'vitest'
import { ApiError } from '@/services/errors'
import { checkNewPassword, payFailure } from './wallet-reducer'

describe('new payment password', () => {
  it('needs 6 digits, not trivial, entered twice the same', () => {
    expect(checkNewPassword('12345', '12345')).toBe('請輸入6位數字密碼')
    expect(checkNewPassword('111111', '111111')).toBe('密碼過於簡單，請重新設定')
    expect(checkNewPassword('135790', '135791')).toBe('兩次輸入的密碼不一致')
    expect(checkNewPassword('135790', '135790')).toBeNull()
  })
})

describe('payFailure', () => {
  it('maps the pay codes', () => {
    expect(payFailure(new ApiError('PAY_PASSWORD_NOT_SET', 'x'))).toEqual({ kind: 'notSet' })
    expect(payFailure(new ApiError('PAY_PASSWORD_WRONG', '支付密碼錯誤，還可嘗試4次'))).toEqual({
      kind: 'wrong',
      message: '支付密碼錯誤，還可嘗試4次'
    })
    expect(payFailure(new ApiError('PAY_LOCKED', '')).kind).toBe('locked')
    expect(payFailure(new Error('boom')).kind).toBe('other')
  })
})
