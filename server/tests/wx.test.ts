import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, login, type TestApp } from './helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const sandboxOpenId = (code: string) =>
  `sandbox_${createHash('sha1').update(code).digest('hex').slice(0, 16)}`

describe('WeChat sandbox', () => {
  it('maps a code to a deterministic openid', async () => {
    const r = await t.client.postForm('/wx/wxAuth/miniCodeToOpenId', { code: 'abc' })
    expect(r.body).toEqual({ code: '0000', msg: 'ok', data: { openid: sandboxOpenId('abc') } })
  })

  it('logs in with a sandbox phone authorisation and binds the openid', async () => {
    const r = await t.client.postJson('/wx/wxAuth/miniAppletPhoneLogin', {
      wxAuthCode: 'sandbox:853:66000300',
      openCode: 'o1'
    })
    expect(r.body.code).toBe('0000')
    const data = r.body.data as { token: string; user: { phone: string } }
    expect(data.user.phone).toBe('66000300')
    const sec = await t.client.get('/v1/appUser/getUserSecurity', {}, { token: data.token })
    expect(sec.body.data).toMatchObject({ wechatBound: true })
    const again = await t.client.postJson('/wx/wxAuth/miniAppletPhoneLogin', {
      wxAuthCode: 'sandbox:853:66000300',
      openCode: 'o1'
    })
    expect((again.body.data as { user: { id: number } }).user.id).toBe(
      (r.body.data as { user: { id: number } }).user.id
    )
  })

  it('asks to bind a phone when WeChat gives none, then binds by SMS', async () => {
    const r = await t.client.postJson('/wx/wxAuth/miniAppletPhoneLogin', {
      wxAuthCode: 'real-code',
      openCode: 'o2'
    })
    expect(r.body.data).toEqual({ needBindPhone: true, openid: sandboxOpenId('o2') })
    await t.client.get('/v1/appUser/sendCode', { areaCode: '852', phone: '51234567', type: 'bindPhone' })
    const bound = await t.client.postForm('/v1/appUser/bindPhone', {
      openid: sandboxOpenId('o2'),
      areaCode: '852',
      phone: '51234567',
      code: t.smsCode('51234567')
    })
    expect(bound.body.code).toBe('0000')
    const row = await t.db.one<{ wx_openid: string }>("SELECT wx_openid FROM users WHERE phone = '51234567'")
    expect(row?.wx_openid).toBe(sandboxOpenId('o2'))
  })

  it('rejects a bind with a wrong code and a sandbox code with a bad phone', async () => {
    const { user } = await login(t, '66000301')
    expect(user.id).toBeGreaterThan(0)
    const bad = await t.client.postForm('/v1/appUser/bindPhone', {
      openid: 'x',
      areaCode: '853',
      phone: '66000301',
      code: '000000'
    })
    expect(bad.body.code).toBe('SMS_CODE_INVALID')
    const wx = await t.client.postJson('/wx/wxAuth/miniAppletPhoneLogin', {
      wxAuthCode: 'sandbox:853:1234',
      openCode: 'o3'
    })
    expect(wx.body.code).toBe('WX_CODE_INVALID')
  })
})
