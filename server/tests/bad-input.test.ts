import fc from 'fast-check'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_HEADER_BYTES } from '../src/http/errors.js'
import { MAX_JSON_DEPTH } from '../src/http/validate.js'
import { apiOperations, sampleBody, tableSnapshot, type ApiOperation } from './helpers/api-operations.js'
import { createTestApp, login, type TestApp } from './helpers/test-app.js'

/**
 * Bad input of every class on every operation of the OpenAPI document (issue 34, point 6): nesting and size past
 * the limits, URLs and headers Node or the router refuse, lone surrogates, and messages that would echo control
 * characters. Each answer is the envelope with VALIDATION, never INTERNAL, and a refused write changes nothing.
 */
let t: TestApp
let token: string
let all: ApiOperation[]
let writes: ApiOperation[]
let port: number
beforeAll(async () => {
  t = await createTestApp()
  token = (await login(t, '66003400')).token
  all = await apiOperations(t.app)
  writes = all.filter((e) => e.method === 'POST')
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port)
})
afterAll(() => t.close())

/** C0/C1 control characters and lone surrogates: what no message may carry. */
const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** An unsigned, anonymous JSON post: the checks run before the signature and the token. */
const anonymousJson = (path: string, payload: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { 'content-type': 'application/json' },
    payload
  })

/** `depth` brackets of one kind around a value. */
const nested = (depth: number, kind: 'array' | 'object') =>
  kind === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

/** One HTTP/1.1 exchange over a real socket (what Node's parser refuses never reaches app.inject). */
function exchange(text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (d: Buffer) => chunks.push(d))
    socket.on('error', reject)
    socket.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      const at = raw.indexOf('\r\n\r\n')
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1]),
        headers: raw.slice(0, at),
        body: raw.slice(at + 4)
      })
    })
    socket.end(text)
  })
}

describe('depth and size limits, before any work', () => {
  it(`a JSON body nested deeper than ${MAX_JSON_DEPTH} is VALIDATION on every write operation, even anonymous, and changes nothing`, async () => {
    const before = await tableSnapshot(t.db)
    expect(writes.length).toBeGreaterThan(80)
    for (const [i, e] of writes.entries()) {
      const names = Object.keys(e.fields)
      const field = names[i % Math.max(names.length, 1)] ?? 'a'
      const deep = nested(5000, i % 2 ? 'array' : 'object')
      const body = JSON.stringify({ ...sampleBody(e), [field]: '@@' }).replace('"@@"', deep)
      const r = await anonymousJson(e.path, body)
      expect(r.statusCode, e.path).toBe(200)
      expect(r.json(), `${e.path} ${field}`).toEqual({
        code: 'VALIDATION',
        msg: `請求內容層級過深（最多 ${MAX_JSON_DEPTH} 層）`,
        data: null
      })
    }
    expect(await tableSnapshot(t.db)).toBe(before)
  })

  it('counts only brackets outside strings, and lets the limit itself through (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 * MAX_JSON_DEPTH }),
        fc.constantFrom('array' as const, 'object' as const),
        fc.integer({ min: 0, max: 10_000 }),
        async (depth, kind, ei) => {
          const e = writes[ei % writes.length]!
          // `depth` brackets inside the outer object; brackets in a string beside them count for nothing
          const body = `{"s":"[[[{{{\\"[[[","x":${nested(depth, kind)}}`
          const r = await anonymousJson(e.path, body)
          // in the envelope: HTTP 200, or 401 for a merchant-counter call without its key (docs/api.md)
          expect([200, 401], e.path).toContain(r.statusCode)
          const tooDeep = r.json<{ msg: string }>().msg.includes('層級過深')
          expect(tooDeep, `${e.path} depth ${depth + 1}`).toBe(depth + 1 > MAX_JSON_DEPTH)
          expect(r.json<{ code: string }>().code).not.toBe('INTERNAL')
        }
      ),
      { numRuns: 60 }
    )
  })

  it('a body over 1 MiB is VALIDATION on every write operation, as JSON or as a form', async () => {
    const before = await tableSnapshot(t.db)
    const big = 'x'.repeat(1024 * 1024)
    for (const e of writes) {
      for (const [type, payload] of [
        ['application/json', JSON.stringify({ a: big })],
        ['application/x-www-form-urlencoded', `a=${big}`]
      ] as const) {
        const r = await t.app.inject({
          method: 'POST',
          url: `/api${e.path}`,
          headers: { 'content-type': type },
          payload
        })
        expect(r.statusCode, e.path).toBe(200)
        expect(r.json(), `${e.path} ${type}`).toEqual({ code: 'VALIDATION', msg: '請求內容過大', data: null })
      }
    }
    expect(await tableSnapshot(t.db)).toBe(before)
  })
})

describe('URLs and headers refused before routing', () => {
  it('a path that does not decode is VALIDATION in the envelope on every operation', async () => {
    for (const e of all) {
      // a bad escape, UTF-8 cut short, a lone %, an encoded lone surrogate, an overlong encoding of /
      for (const bad of ['%zz', '%E0%A4', '%', '%ED%A0%80', '%C0%AF']) {
        const url = `/api${e.path}${bad}`
        const r = await t.app.inject({ method: e.method, url })
        expect(r.statusCode, url).toBe(200)
        expect(r.json(), url).toEqual({ code: 'VALIDATION', msg: '網址格式錯誤', data: null })
      }
    }
  })

  it('a path parameter over 200 characters is VALIDATION in the envelope', async () => {
    const r = await t.app.inject({ method: 'GET', url: `/api/v1/store/order/${'1'.repeat(201)}` })
    expect(r.statusCode).toBe(200)
    expect(r.json()).toEqual({ code: 'VALIDATION', msg: '網址格式錯誤', data: null })
  })

  it('a 100 KB query string is HTTP 431 with the envelope on every operation, over a real socket', async () => {
    const query = `q=${'x'.repeat(100_000)}`
    for (const e of all) {
      const r = await exchange(`${e.method} /api${e.path}?${query} HTTP/1.1\r\nHost: lotus\r\n\r\n`)
      expect(r.status, e.path).toBe(431)
      expect(r.headers).toMatch(/content-type: application\/json/i)
      expect(JSON.parse(r.body), e.path).toEqual({
        code: 'VALIDATION',
        msg: '請求網址或標頭過大',
        data: null
      })
    }
  })

  it('headers over the limit (431) and malformed ones (400) are answered with the envelope, and the server goes on', async () => {
    const cases: Array<[string, number, string]> = [
      [`cookie: ${'c'.repeat(MAX_HEADER_BYTES)}\r\n`, 431, '請求網址或標頭過大'],
      ['bad header: x\r\n', 400, '請求格式錯誤'],
      ['x-ok: a\u0000b\r\n', 400, '請求格式錯誤'],
      ['content-length: 1\r\ncontent-length: 2\r\n', 400, '請求格式錯誤']
    ]
    for (const [header, status, msg] of cases) {
      const r = await exchange(`POST /api/v1/appUser/registered HTTP/1.1\r\nHost: lotus\r\n${header}\r\n`)
      expect(r.status, header.slice(0, 30)).toBe(status)
      expect(JSON.parse(r.body)).toEqual({ code: 'VALIDATION', msg, data: null })
    }
    // just under the limit is an ordinary request
    const fits = `x-pad: ${'p'.repeat(MAX_HEADER_BYTES - 200)}\r\n`
    const ok = await exchange(`GET /api HTTP/1.1\r\nHost: lotus\r\n${fits}Connection: close\r\n\r\n`)
    expect(ok.status).toBe(200)
    expect(JSON.parse(ok.body)).toMatchObject({ code: '0000' })
  })
})

describe('characters', () => {
  const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c))

  it('a lone surrogate in any field of any write operation is VALIDATION naming the field, and changes nothing', async () => {
    const before = await tableSnapshot(t.db)
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.string({ maxLength: 8 }),
        loneSurrogate,
        fc.string({ maxLength: 8 }),
        async (ei, fi, head, lone, tail) => {
          const e = writes[ei % writes.length]!
          const names = Object.keys(e.fields)
          const field = names.length ? names[fi % names.length]! : 'name'
          // a high half followed by a low one would be a real character: keep the half alone
          const value = `${head}${lone}${/^[\uDC00-\uDFFF]/.test(tail) ? '' : tail}`
          const raw = JSON.stringify({ ...sampleBody(e), [field]: value })
          const r = await t.client.postRawJson(e.path, raw, { token })
          expect(r.res.statusCode, e.path).toBe(200)
          expect(r.body, `${e.path} ${field}`).toEqual({
            code: 'VALIDATION',
            msg: `參數 ${field} 含有無效字元`,
            data: null
          })
        }
      ),
      { numRuns: 120 }
    )
    expect(await tableSnapshot(t.db)).toBe(before)
  })

  it('keeps names and feedback with real astral characters (a surrogate pair is not refused)', async () => {
    const r = await t.client.postJson('/v2/wm/flow/addShow', { pos: '🍵 蓮花', storeIds: [] }, { token })
    expect(r.body.code).toBe('0000')
    const lone = await t.client.postRawJson('/v2/wm/flow/addShow', '{"pos":"\\ud83c","storeIds":[]}', {
      token
    })
    expect(lone.body).toEqual({ code: 'VALIDATION', msg: '參數 pos 含有無效字元', data: null })
  })

  it('no message echoes a control character or a lone surrogate, whatever the keys and values (property)', async () => {
    const nasty = fc.string({ unit: 'binary', minLength: 1, maxLength: 12 })
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        nasty,
        nasty,
        fc.boolean(),
        async (ei, key, value, inBody) => {
          const e = all[ei % all.length]!
          const r =
            e.method === 'POST' && inBody
              ? await t.client.postRawJson(e.path, JSON.stringify({ ...sampleBody(e), [key]: value }), {
                  token
                })
              : await t.client.get(e.path, { [key]: value }, { token })
          expect(r.res.statusCode, e.path).toBeLessThan(500)
          expect(r.body.code, `${e.path}: ${r.body.msg}`).not.toBe('INTERNAL')
          expect(UNPRINTABLE.test(r.body.msg), `${e.path}: ${JSON.stringify(r.body.msg)}`).toBe(false)
        }
      ),
      { numRuns: 150 }
    )
  })

  it('shows a refused character by its code and clips a long field name', async () => {
    const r = await t.client.postRawJson(
      '/v2/wm/flow/addShow',
      '{"pos":"a","storeIds":[],"k\\u0000\\u0007":1}',
      {
        token
      }
    )
    expect(r.body).toEqual({ code: 'VALIDATION', msg: '參數 k\\u0000\\u0007 含有無效字元', data: null })
    const long = await t.client.postJson(
      '/v2/wm/flow/addShow',
      { pos: 'a', storeIds: [], ['k'.repeat(5000)]: 1 },
      { token }
    )
    expect(long.body).toEqual({ code: 'VALIDATION', msg: `不支援的參數：${'k'.repeat(40)}…`, data: null })
  })
})
