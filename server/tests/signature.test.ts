import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildStringToSign, contentMd5, pathAndParams, sign } from '../src/http/signature.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

describe('string to sign (pure)', () => {
  it('follows api-conventions exactly', () => {
    const text = buildStringToSign({
      method: 'get',
      contentMd5: '',
      apptoken: 'tok',
      nonce: 'n-1',
      timestamp: '1700000000000',
      path: '/v1/geo/searchRange',
      params: { lng: 113.5, lat: 22.1, language: 'zh', keyword: '' }
    })
    expect(text).toBe(
      'GET\n\napptoken:tok\nx-ca-nonce:n-1\nx-ca-timestamp:1700000000000\n/v1/geo/searchRange?keyword&language=zh&lat=22.1&lng=113.5'
    )
  })

  it('has no ? without params and base64 digests', () => {
    expect(pathAndParams('/v1/appUser/getUser', {})).toBe('/v1/appUser/getUser')
    expect(contentMd5('{"a":1}')).toBe('u2y1xo30ZSlByvZSo2by2A==')
    expect(sign('secret', 'text')).toMatch(/^[A-Za-z0-9+/]+=*$/)
  })

  it('signs HMAC-SHA256 (RFC 4231 case 2) and hashes bodies as createHash does, CJK and emoji too', () => {
    expect(Buffer.from(sign('Jefe', 'what do ya want for nothing?'), 'base64').toString('hex')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'
    )
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        expect(contentMd5(text)).toBe(createHash('md5').update(text, 'utf8').digest('base64'))
        expect(contentMd5(Buffer.from(text, 'utf8'))).toBe(contentMd5(text))
      }),
      { numRuns: 300 }
    )
  })
})

describe('signature enforcement', () => {
  let t: TestApp
  const smsRows = async () =>
    (await t.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM sms_codes'))?.n ?? -1
  const send = (opts: Parameters<TestApp['client']['get']>[2] = {}) =>
    t.client.get('/v1/appUser/sendCode', { areaCode: '853', phone: '66000001', type: 'login' }, opts)

  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('rejects each missing signature header and changes nothing', async () => {
    for (const h of [
      'x-ca-key',
      'x-ca-signature',
      'x-ca-timestamp',
      'x-ca-nonce',
      'x-ca-signature-method',
      'x-ca-signature-headers'
    ]) {
      const r = await send({ headers: { [h]: undefined } })
      expect(r.res.statusCode).toBe(200)
      expect(r.body).toEqual({ code: 'SIGN_MISSING', msg: expect.any(String), data: null })
    }
    expect(await smsRows()).toBe(0)
  })

  it('rejects a bad signature, a wrong key, a tampered param and a stale timestamp', async () => {
    expect((await send({ secret: 'wrong' })).body.code).toBe('SIGN_INVALID')
    expect((await send({ key: 'other-key' })).body.code).toBe('SIGN_INVALID')
    expect((await send({ headers: { 'x-ca-signature-method': 'HmacSHA1' } })).body.code).toBe('SIGN_INVALID')
    expect((await send({ headers: { apptoken: 'added-after-signing' } })).body.code).toBe('SIGN_INVALID')
    expect((await send({ timestamp: t.clock.now() - 16 * 60_000 })).body.code).toBe('SIGN_EXPIRED')
    expect((await send({ timestamp: t.clock.now() + 16 * 60_000 })).body.code).toBe('SIGN_EXPIRED')
    expect((await send({ headers: { 'x-ca-timestamp': 'abc' } })).body.code).toBe('SIGN_EXPIRED')
    expect(await smsRows()).toBe(0)
  })

  it('accepts a timestamp within 15 minutes', async () => {
    expect((await send({ timestamp: t.clock.now() - 14 * 60_000 })).body.code).toBe('0000')
    expect(await smsRows()).toBe(1)
  })

  it('rejects a replayed nonce', async () => {
    const nonce = 'replay-nonce-1'
    const first = await t.client.get('/v1/commons/config', {}, { nonce })
    expect(first.body.code).toBe('0000')
    const again = await t.client.get('/v1/commons/config', {}, { nonce })
    expect(again.body).toMatchObject({ code: 'SIGN_REPLAY', data: null })
    const before = await smsRows()
    t.clock.advance(61_000)
    const replaySend = await send({ nonce })
    expect(replaySend.body.code).toBe('SIGN_REPLAY')
    expect(await smsRows()).toBe(before)
  })

  it('a forged call does not burn the nonce', async () => {
    const nonce = 'forged-first'
    expect((await t.client.get('/v1/commons/config', {}, { nonce, secret: 'x' })).body.code).toBe(
      'SIGN_INVALID'
    )
    expect((await t.client.get('/v1/commons/config', {}, { nonce })).body.code).toBe('0000')
  })

  it('signs JSON bodies by MD5 and rejects a changed body', async () => {
    const ok = await t.client.postRawJson('/v2/wm/flow/addShow', '{"pos":"home", "storeIds":[1,2]}')
    expect(ok.body.code).toBe('0000')
    const tampered = await t.client.postJson(
      '/v2/wm/flow/addShow',
      { pos: 'home', storeIds: [1, 2] },
      {
        sendBody: '{"pos":"home","storeIds":[1,2,3]}'
      }
    )
    expect(tampered.body.code).toBe('SIGN_INVALID')
    const form = await t.client.postForm(
      '/wx/wxAuth/miniCodeToOpenId',
      { code: 'abc' },
      { sendBody: 'code=abd' }
    )
    expect(form.body.code).toBe('SIGN_INVALID')
  })

  it('leaves the exempt routes unsigned', async () => {
    const clock = await t.app.inject({ method: 'GET', url: '/api' })
    expect(clock.json()).toEqual({ code: '0000', msg: 'ok', data: t.clock.now() })
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(docs.statusCode).toBe(200)
    expect(docs.json().paths['/api/v1/appUser/registered']).toBeDefined()
    const img = await t.app.inject({ method: 'GET', url: '/api/img/avatar/1.svg' })
    expect(img.headers['content-type']).toContain('image/svg+xml')
  })

  it('stores a signature failure report without signing', async () => {
    const jsonData = Buffer.from(
      JSON.stringify({ method: 'GET', path: '/v1/x', params: {}, headers: {} })
    ).toString('base64')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gatewayAuth/reportLog',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ nonce: 'n1', signText: 'GET\n...', sign: 'abc', jsonData }).toString()
    })
    expect(res.json()).toEqual({ code: '0000', msg: 'ok', data: null })
    const row = await t.db.one<{ json_data: { path: string } }>(
      'SELECT json_data FROM sign_reports WHERE nonce = $1',
      ['n1']
    )
    expect(row?.json_data.path).toBe('/v1/x')
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/gatewayAuth/reportLog',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ nonce: 'n2', signText: '', sign: '', jsonData: '!!!' })
    })
    expect(bad.json().code).toBe('VALIDATION')
  })
})
