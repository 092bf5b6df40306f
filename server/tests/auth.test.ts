import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, login, type TestApp } from './helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const sendCode = (phone: string, areaCode = '853', type = 'login') =>
  t.client.get('/v1/appUser/sendCode', { areaCode, phone, type })
const registered = (phone: string, code: string, extra: Record<string, string> = {}) =>
  t.client.postForm('/v1/appUser/registered', { areaCode: '853', phone, code, ...extra })
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('phone rules', () => {
  it.each([
    ['853', '66123456', '0000'],
    ['853', '56123456', 'VALIDATION'],
    ['853', '6612345', 'VALIDATION'],
    ['852', '51234567', '0000'],
    ['852', '91234567', '0000'],
    ['852', '81234567', 'VALIDATION'],
    ['86', '13812345678', '0000'],
    ['86', '23812345678', 'VALIDATION'],
    ['1', '66123456', 'VALIDATION']
  ])('%s %s → %s', async (areaCode, phone, code) => {
    const r = await sendCode(phone, areaCode)
    expect(r.body.code).toBe(code)
    if (code === 'VALIDATION') expect(r.body.msg).toMatch(/phone|areaCode/)
  })
})

describe('SMS codes', () => {
  it('logs the code as one JSON line and stores only a hash', async () => {
    expect((await sendCode('66000010')).body.code).toBe('0000')
    const code = t.smsCode('66000010')
    expect(code).toMatch(/^\d{6}$/)
    const line = t.logs.find((l) => l.msg === 'sms code' && l.phone === '66000010')
    expect(line).toMatchObject({ areaCode: '853', phone: '66000010', code, type: 'login' })
    const rows = await t.db.many<{ code_hash: string }>('SELECT code_hash FROM sms_codes WHERE phone = $1', [
      '66000010'
    ])
    expect(rows).toHaveLength(1)
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(rows)).not.toContain(code)
  })

  it('allows one send per minute', async () => {
    expect((await sendCode('66000011')).body.code).toBe('0000')
    expect((await sendCode('66000011')).body.code).toBe('SMS_TOO_FREQUENT')
    t.clock.advance(60_000)
    expect((await sendCode('66000011')).body.code).toBe('0000')
  })

  it('allows ten sends per Macau day', async () => {
    // Start just after Macau midnight so all ten fall on one day.
    const day = 86_400_000
    const macauMidnight = Math.ceil((t.clock.now() + 8 * 3600_000) / day) * day - 8 * 3600_000
    t.clock.advance(macauMidnight - t.clock.now() + 1000)
    for (let i = 0; i < 10; i++) {
      expect((await sendCode('66000012')).body.code).toBe('0000')
      t.clock.advance(61_000)
    }
    const limited = await sendCode('66000012')
    expect(limited.body.code).toBe('SMS_DAILY_LIMIT')
    t.clock.advance(day)
    expect((await sendCode('66000012')).body.code).toBe('0000')
  })

  it('lets only one of several concurrent sends through', async () => {
    const results = await Promise.all([1, 2, 3].map(() => sendCode('66000018')))
    expect(results.map((r) => r.body.code).sort()).toEqual(['0000', 'SMS_TOO_FREQUENT', 'SMS_TOO_FREQUENT'])
  })

  it('is single use', async () => {
    await sendCode('66000013')
    const code = t.smsCode('66000013')
    expect((await registered('66000013', code)).body.code).toBe('0000')
    expect((await registered('66000013', code)).body.code).toBe('SMS_CODE_INVALID')
  })

  it('expires after 5 minutes', async () => {
    await sendCode('66000014')
    const code = t.smsCode('66000014')
    t.clock.advance(5 * 60_000 + 1)
    expect((await registered('66000014', code)).body.code).toBe('SMS_CODE_INVALID')
  })

  it('is voided by the fifth wrong try', async () => {
    await sendCode('66000015')
    const code = t.smsCode('66000015')
    for (let i = 0; i < 5; i++) {
      expect((await registered('66000015', wrongCode(code))).body.code).toBe('SMS_CODE_INVALID')
    }
    expect((await registered('66000015', code)).body.code).toBe('SMS_CODE_INVALID')
  })

  it('accepts the right code after four wrong tries', async () => {
    await sendCode('66000016')
    const code = t.smsCode('66000016')
    for (let i = 0; i < 4; i++) await registered('66000016', wrongCode(code))
    expect((await registered('66000016', code)).body.code).toBe('0000')
  })

  it('only accepts a code for its own purpose', async () => {
    await sendCode('66000017', '853', 'changePhone')
    expect((await registered('66000017', t.smsCode('66000017'))).body.code).toBe('SMS_CODE_INVALID')
  })
})

describe('login and tokens', () => {
  it('creates the user once, with a unique promotion code', async () => {
    const first = await login(t, '66000020')
    t.clock.advance(61_000)
    const second = await login(t, '66000020')
    expect(second.user.id).toBe(first.user.id)
    expect(first.user.promotionCode).toMatch(/^[A-Z0-9]{6}$/)
    expect(second.token).not.toBe(first.token)
    const n = await t.db.one<{ n: number }>("SELECT COUNT(*)::int AS n FROM users WHERE phone = '66000020'")
    expect(n?.n).toBe(1)
    const user = await t.client.get('/v1/appUser/getUser', {}, { token: first.token })
    expect(user.body.data).toMatchObject({
      id: first.user.id,
      areaCode: '853',
      phone: '66000020',
      level: 0,
      mtype: 0,
      promotionCode: first.user.promotionCode,
      boundPromotionCode: null,
      honey: 0,
      createdAt: expect.any(Number)
    })
  })

  it('stores tokens hashed with ≥128 bits', async () => {
    const { token } = await login(t, '66000021')
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16)
    const rows = await t.db.many<{ token_hash: string }>('SELECT token_hash FROM tokens')
    expect(rows.some((r) => r.token_hash === token)).toBe(false)
  })

  it('binds an inviter by promotion code at first login', async () => {
    const inviter = await login(t, '66000022')
    const { user } = await login(t, '66000023', '853', {
      promotionCode: inviter.user.promotionCode.toLowerCase()
    })
    expect(user).toMatchObject({ boundPromotionCode: inviter.user.promotionCode })
  })

  it('rejects an unknown promotion code without spending the SMS code', async () => {
    await sendCode('66000024')
    const code = t.smsCode('66000024')
    expect((await registered('66000024', code, { promotionCode: 'ZZZZZZ' })).body.code).toBe(
      'PROMO_CODE_INVALID'
    )
    expect((await registered('66000024', code)).body.code).toBe('0000')
  })

  it('refreshToken returns the same token within 24 h and rotates after', async () => {
    const { token } = await login(t, '66000025')
    const same = await t.client.get('/v1/appUser/refreshToken', {}, { token })
    expect(same.body).toEqual({ code: '0000', msg: 'ok', data: token })
    t.clock.advance(24 * 3600_000 + 1)
    const rotated = await t.client.get('/v1/appUser/refreshToken', {}, { token })
    expect(rotated.body.code).toBe('0000')
    expect(rotated.body.data).not.toBe(token)
    expect((await t.client.get('/v1/appUser/getUser', {}, { token })).body.code).toBe('401')
    expect(
      (await t.client.get('/v1/appUser/getUser', {}, { token: rotated.body.data as string })).body.code
    ).toBe('0000')
  })

  it('tokens expire after 30 days', async () => {
    const { token } = await login(t, '66000026')
    t.clock.advance(30 * 86_400_000 + 1)
    expect((await t.client.get('/v1/appUser/refreshToken', {}, { token })).body.code).toBe('401')
  })

  it('logout revokes the token', async () => {
    const { token } = await login(t, '66000027')
    expect((await t.client.postForm('/v1/appUser/logout', {}, { token })).body.code).toBe('0000')
    expect((await t.client.get('/v1/appUser/getUser', {}, { token })).body.code).toBe('401')
    expect((await t.client.postForm('/v1/appUser/logout', {}, { token })).body.code).toBe('401')
  })

  it.each([
    ['GET', '/v1/appUser/getUser'],
    ['GET', '/v1/appUser/getUserSecurity'],
    ['GET', '/v1/appUser/refreshToken'],
    ['GET', '/v1/store/order/list'],
    ['GET', '/v1/sms/sendSafetyCode'],
    ['POST', '/v1/appUser/logout'],
    ['POST', '/v1/appUser/updateUser'],
    ['POST', '/v1/appUser/bindPromotionCode'],
    ['POST', '/v1/commons/upload']
  ])('%s %s needs a valid token', async (method, path) => {
    for (const token of ['', 'not-a-token']) {
      const r =
        method === 'GET'
          ? await t.client.get(path, {}, { token })
          : await t.client.postForm(path, {}, { token })
      expect(r.body).toEqual({ code: '401', msg: expect.any(String), data: null })
    }
  })

  it('sends a safety code to the own phone', async () => {
    const { token } = await login(t, '66000028')
    t.clock.advance(61_000)
    const r = await t.client.get('/v1/sms/sendSafetyCode', { type: 'payPassword' }, { token })
    expect(r.body.code).toBe('0000')
    const line = [...t.logs].reverse().find((l) => l.msg === 'sms code')
    expect(line).toMatchObject({ phone: '66000028', type: 'payPassword' })
  })

  it('never logs phones or tokens outside the sms code line', async () => {
    const { token } = await login(t, '66000029')
    await t.client.get('/v1/appUser/getUser', {}, { token })
    const others = t.rawLogs.filter((l) => !l.includes('"msg":"sms code"'))
    expect(others.some((l) => l.includes('66000029'))).toBe(false)
    expect(others.some((l) => l.includes(token))).toBe(false)
  })
})

describe('access log', () => {
  const linesOf = (from: number, reqId: unknown) => t.logs.slice(from).filter((l) => l.reqId === reqId)

  it('writes one line per answered request: method, path without its query, status and time', async () => {
    const { token } = await login(t, '66000031')
    const from = t.logs.length
    const ok = await t.client.get('/v1/appUser/getUser', {}, { token })
    expect(ok.body.code).toBe('0000')
    const bad = await t.client.get('/v1/appUser/sendCode', { areaCode: '853', phone: '1', type: 'login' })
    expect(bad.body.code).toBe('VALIDATION')
    await vi.waitFor(() =>
      expect(t.logs.slice(from).filter((l) => l.msg === 'request completed')).toHaveLength(2)
    )
    const done = t.logs.slice(from).filter((l) => l.msg === 'request completed')
    expect(done.map((l) => [l.method, l.path, l.statusCode])).toEqual([
      ['GET', '/api/v1/appUser/getUser', 200],
      ['GET', '/api/v1/appUser/sendCode', 200]
    ])
    for (const l of done) {
      expect(typeof l.responseTime).toBe('number')
      // the request's own lines are this one only: no second line on arrival
      expect(linesOf(from, l.reqId)).toHaveLength(1)
    }
    expect(t.logs.slice(from).some((l) => l.msg === 'incoming request')).toBe(false)
  })
})
