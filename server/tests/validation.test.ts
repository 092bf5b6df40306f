import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, login, type TestApp } from './helpers/test-app.js'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp()
  token = (await login(t, '66000400')).token
})
afterAll(() => t.close())

const GETS: Array<[string, Record<string, string>]> = [
  ['/v1/appUser/sendCode', { areaCode: '853', phone: '66000401', type: 'login' }],
  ['/v1/sms/sendSafetyCode', { type: 'payPassword' }],
  ['/v1/store/merchant/list', { lat: '22.19', lng: '113.54', page: '1', pageSize: '10' }],
  ['/v1/geo/searchRange', { language: 'zh-TW', lat: '22.19', lng: '113.54' }],
  ['/v1/advertis/getAdByKey', { key: 'INDEX_BANNER' }],
  ['/v1/store/order/list', { page: '1', pageSize: '10' }]
]
const FORMS: Array<[string, Record<string, string>]> = [
  ['/v1/appUser/registered', { areaCode: '853', phone: '66000402', code: '123456' }],
  ['/v1/appUser/updateUser', { nickname: 'a', sign: '0'.repeat(32) }],
  ['/v1/appUser/bindPromotionCode', { promotionCode: 'ABCDEF' }],
  ['/v1/appUser/bindPhone', { openid: 'x', areaCode: '853', phone: '66000403', code: '123456' }],
  ['/wx/wxAuth/miniCodeToOpenId', { code: 'abc' }]
]

describe('bad input is VALIDATION, never 5xx', () => {
  it.each(GETS)('GET %s rejects unknown fields, wrong types and huge values', async (path, good) => {
    const variants: Array<Record<string, string>> = [
      { ...good, extra: '1' },
      ...Object.keys(good).map((k) => ({ ...good, [k]: 'x'.repeat(5000) })),
      ...Object.keys(good).map((k) => ({ ...good, [k]: '99999999999999999999' })),
      ...Object.keys(good).map((k) => Object.fromEntries(Object.entries(good).filter(([key]) => key !== k)))
    ]
    for (const params of variants) {
      const r = await t.client.get(path, params, { token })
      expect(r.res.statusCode).toBe(200)
      if (r.body.code !== '0000')
        expect(r.body.code, JSON.stringify({ params, body: r.body })).toBe('VALIDATION')
      expect(r.body.code).not.toBe('INTERNAL')
    }
    const unknown = await t.client.get(path, { ...good, extra: '1' }, { token })
    expect(unknown.body).toMatchObject({ code: 'VALIDATION', msg: expect.stringContaining('extra') })
  })

  it.each(FORMS)('POST %s rejects unknown fields and huge values', async (path, good) => {
    const unknown = await t.client.postForm(path, { ...good, extra: '1' }, { token })
    expect(unknown.body).toMatchObject({ code: 'VALIDATION', msg: expect.stringContaining('extra') })
    for (const k of Object.keys(good)) {
      const r = await t.client.postForm(path, { ...good, [k]: 'x'.repeat(5000) }, { token })
      expect(r.body.code, `${k}: ${r.body.msg}`).toBe('VALIDATION')
      expect(r.body.msg).toContain(k)
    }
  })

  it('names a missing field', async () => {
    const r = await t.client.get('/v1/appUser/sendCode', { areaCode: '853', type: 'login' })
    expect(r.body).toEqual({ code: 'VALIDATION', msg: '缺少參數 phone', data: null })
  })

  it('rejects repeated query keys', async () => {
    const url = '/api/v1/advertis/getAdByKey?key=INDEX_BANNER&key=INDEX_POPUP_AD'
    const r = await t.app.inject({ method: 'GET', url })
    expect(r.json().code).toMatch(/^(VALIDATION|SIGN_MISSING)$/)
  })

  it.each([
    ['malformed', '{"pos":'],
    ['array', '[]'],
    ['string', '"x"'],
    ['null', 'null'],
    ['wrong types', '{"pos":1,"storeIds":"1"}'],
    ['huge number', '{"pos":"a","storeIds":[1e308]}'],
    ['negative', '{"pos":"a","storeIds":[-1]}'],
    ['float', '{"pos":"a","storeIds":[1.5]}'],
    ['unknown field', '{"pos":"a","storeIds":[],"x":1}'],
    ['proto', '{"pos":"a","storeIds":[],"__proto__":{"x":1}}']
  ])('JSON body: %s', async (_name, raw) => {
    const r = await t.client.postRawJson('/v2/wm/flow/addShow', raw)
    expect(r.res.statusCode).toBe(200)
    expect(r.body.code).toBe('VALIDATION')
  })

  it('rejects an oversized body and an unsupported content type', async () => {
    const big = JSON.stringify({ pos: 'x'.repeat(1_100_000), storeIds: [] })
    const r = await t.client.postRawJson('/v2/wm/flow/addShow', big)
    expect(r.res.statusCode).toBe(200)
    expect(r.body.code).toBe('VALIDATION')
    const text = await t.client.postForm(
      '/wx/wxAuth/miniCodeToOpenId',
      { code: 'a' },
      { headers: { 'content-type': 'application/xml' } }
    )
    expect(text.body.code).toBe('VALIDATION')
  })

  it('answers unknown API routes with a 404 envelope', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const r = await t.app.inject({ method, url: '/api/v1/nope' })
      expect(r.statusCode).toBe(404)
      expect(r.json()).toMatchObject({ code: 'NOT_FOUND', data: null })
    }
  })

  it('survives arbitrary query strings (property)', async () => {
    const paths = GETS.map(([p]) => p)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 40 }), {
          maxKeys: 5
        }),
        async (path, params) => {
          const r = await t.client.get(path, params, { token })
          expect(r.res.statusCode).toBe(200)
          expect(r.body.code).not.toBe('INTERNAL')
        }
      ),
      { numRuns: 150 }
    )
  })

  it('survives arbitrary JSON bodies (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue(),
        fc.constantFrom('/v2/wm/flow/addShow', '/wx/wxAuth/miniAppletPhoneLogin'),
        async (v, path) => {
          const r = await t.client.postJson(path, v)
          expect(r.res.statusCode).toBe(200)
          expect(r.body.code).not.toBe('INTERNAL')
        }
      ),
      { numRuns: 150 }
    )
  })
})
