import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  apiOperations,
  sampleValue,
  tableSnapshot,
  type ApiOperation,
  type JsonSchema
} from './helpers/api-operations.js'
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

// ---- Bad input on every endpoint: enumerated from the OpenAPI document, so a new route is covered by itself ----

type Endpoint = ApiOperation
const endpoints = () => apiOperations(t.app)
const sample = sampleValue

const isNumeric = (s: JsonSchema): boolean =>
  s.type === 'integer' || s.type === 'number' || (s.anyOf ?? []).some(isNumeric)

const snapshot = () => tableSnapshot(t.db)

const UNDERFLOWS = ['1e-400', '4e-330', '-2e-324', '1e-320', '5e-324', `0.${'0'.repeat(330)}1`]

describe('bad input on every endpoint (property)', () => {
  let all: Endpoint[]
  let writes: Endpoint[]
  beforeAll(async () => {
    all = await endpoints()
    writes = all.filter((e) => e.method === 'POST')
  })

  /** Sends `fields` to a write endpoint as JSON or as a form; `raw` replaces the JSON text. */
  const post = (e: Endpoint, fields: Record<string, unknown>, asJson: boolean, raw?: string, as = token) =>
    asJson
      ? t.client.postRawJson(e.path, raw ?? JSON.stringify(fields), { token: as })
      : t.client.postForm(
          e.path,
          Object.fromEntries(
            Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])
          ),
          { token: as }
        )
  const baseOf = (e: Endpoint) => Object.fromEntries(Object.entries(e.fields).map(([k, s]) => [k, sample(s)]))

  it('finds the write endpoints in the API document', () => {
    expect(writes.map((e) => e.path)).toEqual(
      expect.arrayContaining(['/v1/user/address/save', '/v1/store/order/submit', '/v1/commons/upload'])
    )
  })

  it('a NUL character in any body field is VALIDATION naming the field, and changes nothing', async () => {
    const before = await snapshot()
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.string({ maxLength: 10 }),
        fc.string({ maxLength: 10 }),
        fc.boolean(),
        async (ei, fi, head, tail, preferJson) => {
          const e = writes[ei % writes.length]!
          const names = Object.keys(e.fields)
          const field = names.length ? names[fi % names.length]! : 'note'
          const asJson = e.json && (preferJson || !e.form)
          const r = await post(e, { ...baseOf(e), [field]: `${head}\u0000${tail}` }, asJson)
          expect(r.res.statusCode, e.path).toBe(200)
          expect(r.body.code, `${e.path} ${field}: ${r.body.msg}`).toBe('VALIDATION')
          expect(r.body.msg).toContain(field)
        }
      ),
      { numRuns: 120 }
    )
    expect(await snapshot()).toBe(before)
  })

  it('names a NUL nested inside a JSON body', async () => {
    const r = await t.client.postJson('/v2/wm/flow/addShow', { pos: 'a', storeIds: [1, 'x\u0000'] })
    expect(r.body).toMatchObject({ code: 'VALIDATION', msg: expect.stringContaining('storeIds.1') })
  })

  it('a NUL character in any query parameter is VALIDATION naming it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.string({ maxLength: 10 }),
        async (ei, qi, head) => {
          const e = all[ei % all.length]!
          const name = e.query.length ? e.query[qi % e.query.length]! : 'q'
          const url = `/api${e.path}?${new URLSearchParams({ [name]: `${head}\u0000` }).toString()}`
          const r = await t.app.inject({ method: e.method, url, headers: { apptoken: token } })
          expect(r.statusCode, url).toBeLessThan(500)
          expect(r.json()).toMatchObject({ code: 'VALIDATION', msg: expect.stringContaining(name) })
        }
      ),
      { numRuns: 80 }
    )
  })

  it('a JSON number that underflows is VALIDATION naming the field, and changes nothing', async () => {
    const before = await snapshot()
    const jsonWrites = writes.filter((e) => e.json)
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom(...UNDERFLOWS),
        async (ei, fi, literal) => {
          const e = jsonWrites[ei % jsonWrites.length]!
          const numeric = Object.keys(e.fields).filter((k) => isNumeric(e.fields[k]!))
          const field = numeric.length ? numeric[fi % numeric.length]! : 'amount'
          const raw = JSON.stringify({ ...baseOf(e), [field]: '@@' }).replace('"@@"', literal)
          const r = await post(e, {}, true, raw)
          expect(r.body.code, `${e.path} ${raw}: ${r.body.msg}`).toBe('VALIDATION')
          expect(r.body.msg).toContain(field)
        }
      ),
      { numRuns: 80 }
    )
    expect(await snapshot()).toBe(before)
  })

  it('an underflowing number in a form field or query is never INTERNAL', async () => {
    // These calls may succeed (logout among them): a user of their own keeps the shared token alive.
    const own = (await login(t, '66000409')).token
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom(...UNDERFLOWS),
        async (ei, fi, literal) => {
          const e = all[ei % all.length]!
          let r
          if (e.method === 'GET' || !e.form) {
            const name = e.query.length ? e.query[fi % e.query.length]! : 'lat'
            r = await t.client.get(e.path, { [name]: literal }, { token: own })
            if (e.method === 'POST') r = await t.client.postForm(e.path, { [name]: literal }, { token: own })
          } else {
            const names = Object.keys(e.fields)
            const field = names.length ? names[fi % names.length]! : 'amount'
            r = await post(e, { ...baseOf(e), [field]: literal }, false, undefined, own)
          }
          expect(r.res.statusCode, e.path).toBeLessThan(500)
          expect(r.body.code, `${e.path}: ${r.body.msg}`).not.toBe('INTERNAL')
        }
      ),
      { numRuns: 80 }
    )
  })

  it('broken JSON and unsupported content types are VALIDATION on every write endpoint', async () => {
    const before = await snapshot()
    for (const e of writes) {
      for (const [type, payload] of [
        ['application/json', '{"a":'],
        ['application/json', '{"a":1}}'],
        ['text/plain', 'a=1'],
        ['application/xml', '<a/>']
      ] as const) {
        const r = await t.client.postForm(
          e.path,
          {},
          { token, headers: { 'content-type': type }, sendBody: payload }
        )
        expect(r.res.statusCode, `${e.path} ${type}`).toBe(200)
        expect(r.body.code, `${e.path} ${type} ${payload}: ${r.body.msg}`).toBe('VALIDATION')
      }
    }
    expect(await snapshot()).toBe(before)
  })

  it('a multipart upload without a valid boundary, or cut short, is VALIDATION', async () => {
    const before = await snapshot()
    const part = (boundary: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`
    const png = '\x89PNG\r\n\x1a\n'
    for (const [type, payload] of [
      ['multipart/form-data', `${part('XX')}${png}\r\n--XX--\r\n`],
      ['multipart/form-data; boundary=', `${part('')}${png}`],
      [`multipart/form-data; boundary=${'b'.repeat(300)}`, `${part('b'.repeat(300))}${png}`],
      ['multipart/form-data; boundary=XX', `${part('XX')}${png}`],
      ['multipart/form-data; boundary=XX', part('XX').slice(0, 30)],
      ['multipart/form-data; boundary=XX', '--XX\r\nContent-Dispos']
    ] as const) {
      const r = await t.client.postForm(
        '/v1/commons/upload',
        {},
        {
          token,
          headers: { 'content-type': type },
          sendBody: payload
        }
      )
      expect(r.res.statusCode, type).toBe(200)
      expect(r.body.code, `${type}: ${r.body.msg}`).toBe('VALIDATION')
    }
    expect(await snapshot()).toBe(before)
  })
})
