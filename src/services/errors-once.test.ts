import { beforeEach, describe, expect, it } from 'vitest'
import { fake, type FakeResponse } from '../../tests/setup/taro-fake'
import { setAuthContext } from './auth-context'
import { payWallet } from './pay'
import { resetRequestState } from './request'
import { registered } from './user'

/**
 * Issue 8 §12: an error is said once. The forms that show a server refusal inline (the login code cells,
 * the pay-password sheet) call the server silently, so the request layer adds no toast on top.
 */
const ok = (data: unknown): FakeResponse => ({ statusCode: 200, data: { code: '0000', msg: '', data } })
const fail = (code: string, msg: string): FakeResponse => ({
  statusCode: 200,
  data: { code, msg, data: null }
})

beforeEach(() => {
  fake.reset()
  resetRequestState()
  setAuthContext({
    token: () => 'tok',
    mchId: () => '',
    switches: () => ({ goodsRecommend: true, adRecommend: false }),
    onUnauthorized: () => undefined
  })
})

describe('errors shown once', () => {
  it('a wrong login code is not toasted (the code page shows it inline)', async () => {
    fake.requestHandler = async (r) =>
      r.url === '/api' ? ok(Date.now()) : fail('SMS_CODE_WRONG', '驗證碼錯誤或已過期')
    await expect(registered({ areaCode: '853', phone: '66123456', code: '123456' })).rejects.toThrow(
      '驗證碼錯誤或已過期'
    )
    expect(fake.toasts).toEqual([])
  })

  it('a wrong payment password is not toasted (the sheet shows it inline)', async () => {
    fake.requestHandler = async (r) =>
      r.url === '/api' ? ok(Date.now()) : fail('PAY_PASSWORD_WRONG', '支付密碼錯誤，還可嘗試4次')
    await expect(payWallet(9, '135790')).rejects.toThrow('支付密碼錯誤')
    expect(fake.toasts).toEqual([])
  })
})
