import { solveChallenge } from 'altcha-lib/v1'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CAPTCHA_MAX_NUMBER, encodeAltchaPayload, type CaptchaChallenge } from '@lotus/contract/captcha'
import { loadConfig, ConfigError } from '../src/config.js'
import { SANDBOX_CAPTCHA_TICKET } from '../src/modules/captcha/ticket-provider.js'
import { createTestApp, login, type TestApp } from './helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA: 'on' } })
})
afterAll(() => t.close())

const smsLines = (phone: string) => t.logs.filter((l) => l.msg === 'sms code' && l.phone === phone).length

async function solved(): Promise<string> {
  const r = await t.client.get('/v1/captcha/challenge', {})
  expect(r.body.code).toBe('0000')
  const c = r.body.data as CaptchaChallenge
  expect(c).toMatchObject({ algorithm: 'SHA-256', maxnumber: CAPTCHA_MAX_NUMBER })
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise
  if (!solution) throw new Error('unsolvable challenge')
  return encodeAltchaPayload(c, solution.number)
}

const sendCode = (phone: string, extra: Record<string, string> = {}) =>
  t.client.get('/v1/appUser/sendCode', { areaCode: '853', phone, type: 'login', ...extra })

describe('captcha before an SMS code', () => {
  it('sends once for a solved challenge and refuses its replay', async () => {
    const captcha = await solved()
    const first = await sendCode('66000700', { captcha })
    expect(first.body.code).toBe('0000')
    expect(smsLines('66000700')).toBe(1)
    // the same solution for another phone (no resend interval in the way): spent
    const replay = await sendCode('66000701', { captcha })
    expect(replay.body).toMatchObject({ code: 'CAPTCHA_INVALID', data: null })
    expect(smsLines('66000701')).toBe(0)
  })

  it('answers CAPTCHA_REQUIRED without a solution and sends nothing', async () => {
    const r = await sendCode('66000702')
    expect(r.body.code).toBe('CAPTCHA_REQUIRED')
    expect(r.body.msg).toBe('請先完成人機驗證')
    expect(smsLines('66000702')).toBe(0)
  })

  it.each([
    ['garbage', 'not-base64!!'],
    ['wrong JSON', Buffer.from('{"a":1}').toString('base64')],
    [
      'huge number',
      Buffer.from(
        JSON.stringify({ algorithm: 'SHA-256', challenge: 'x', number: 1e12, salt: 's', signature: 'y' })
      ).toString('base64')
    ]
  ])('answers CAPTCHA_INVALID for %s and sends nothing', async (_name, captcha) => {
    const r = await sendCode('66000703', { captcha })
    expect(r.body.code).toBe('CAPTCHA_INVALID')
    expect(smsLines('66000703')).toBe(0)
  })

  it('refuses a wrong number and a forged signature', async () => {
    const captcha = await solved()
    const p = JSON.parse(Buffer.from(captcha, 'base64').toString()) as Record<string, unknown>
    const wrong = Buffer.from(
      JSON.stringify({ ...p, number: ((p.number as number) + 1) % CAPTCHA_MAX_NUMBER })
    ).toString('base64')
    expect((await sendCode('66000704', { captcha: wrong })).body.code).toBe('CAPTCHA_INVALID')
    const forged = Buffer.from(JSON.stringify({ ...p, signature: '0'.repeat(64) })).toString('base64')
    expect((await sendCode('66000704', { captcha: forged })).body.code).toBe('CAPTCHA_INVALID')
    expect(smsLines('66000704')).toBe(0)
    // the genuine one was not spent by those attempts
    expect((await sendCode('66000704', { captcha })).body.code).toBe('0000')
  })

  it('refuses a challenge solved after 5 minutes', async () => {
    const captcha = await solved()
    t.clock.advance(5 * 60_000 + 1000)
    expect((await sendCode('66000705', { captcha })).body.code).toBe('CAPTCHA_INVALID')
    expect(smsLines('66000705')).toBe(0)
  })

  it('guards sendSafetyCode too', async () => {
    // logging in needs a code, so the first one is solved like a user would
    const captcha = await solved()
    const sent = await sendCode('66000706', { captcha })
    expect(sent.body.code).toBe('0000')
    const res = await t.client.postForm('/v1/appUser/registered', {
      areaCode: '853',
      phone: '66000706',
      code: t.smsCode('66000706')
    })
    const token = (res.body.data as { token: string }).token
    t.clock.advance(61_000)
    const bare = await t.client.get('/v1/sms/sendSafetyCode', { type: 'payPassword' }, { token })
    expect(bare.body.code).toBe('CAPTCHA_REQUIRED')
    expect(smsLines('66000706')).toBe(1)
    const ok = await t.client.get(
      '/v1/sms/sendSafetyCode',
      { type: 'payPassword', captcha: await solved() },
      { token }
    )
    expect(ok.body.code).toBe('0000')
    expect(smsLines('66000706')).toBe(2)
  })

  it('accepts the sandbox WeChat ticket outside production and refuses another', async () => {
    const bad = await sendCode('66000707', { captchaTicket: 'forged', captchaRandstr: 'r' })
    expect(bad.body.code).toBe('CAPTCHA_INVALID')
    expect(smsLines('66000707')).toBe(0)
    const ok = await sendCode('66000707', { captchaTicket: SANDBOX_CAPTCHA_TICKET, captchaRandstr: 'r' })
    expect(ok.body.code).toBe('0000')
    expect(smsLines('66000707')).toBe(1)
  })
})

describe('captcha configuration', () => {
  it('CAPTCHA=off lets a send through outside production (the other test files rely on it)', async () => {
    const off = await createTestApp()
    try {
      const { token } = await login(off, '66000708')
      expect(token).toBeTruthy()
    } finally {
      await off.close()
    }
  })

  it('a production start refuses CAPTCHA=off', () => {
    const prod = {
      NODE_ENV: 'production',
      APP_SECRET: 's'.repeat(32),
      USER_SIGN_SALT: 'salt',
      SMS_PEPPER: 'p',
      PAY_PEPPER: 'q'
    }
    expect(() => loadConfig({ ...prod, CAPTCHA: 'off' })).toThrow(ConfigError)
    expect(() => loadConfig({ ...prod, CAPTCHA: 'off' })).toThrow(/CAPTCHA=off/)
    expect(loadConfig(prod).captcha).toBe(true)
  })

  it('production without a captcha account answers CAPTCHA_NOT_CONFIGURED for a WeChat ticket', async () => {
    const { unconfiguredTicketProvider } = await import('../src/modules/captcha/ticket-provider.js')
    await expect(
      unconfiguredTicketProvider.verify(SANDBOX_CAPTCHA_TICKET, 'r', '1.2.3.4')
    ).rejects.toMatchObject({
      code: 'CAPTCHA_NOT_CONFIGURED'
    })
  })
})
