import { describe, expect, it } from 'vitest'
import { createHash, createHmac } from 'node:crypto'
import { buildStringToSign } from '@lotus/contract/signing'
import { fake, type FakeRequest, type FakeResponse } from '../../tests/setup/taro-fake'
import { setAuthContext } from './auth-context'
import { ApiError } from './errors'
import { PAGES } from './nav'
import { RETURN_PAGE_KEY } from './return-page'
import { getClockOffset, request, resetRequestState } from './request'

const SECRET = 'lotus-dev-secret'
const ok = (data: unknown): FakeResponse => ({ statusCode: 200, data: { code: '0000', msg: '', data } })
const fail = (code: string, msg = ''): FakeResponse => ({ statusCode: 200, data: { code, msg, data: null } })

/** Answers the clock call with a server 5 minutes ahead, then hands every call to `rest`. */
function serve(rest: (r: FakeRequest) => FakeResponse, serverAhead = 300_000) {
  fake.requestHandler = async (r) => (r.url === '/api' ? ok(Date.now() + serverAhead) : rest(r))
}
const calls = () => fake.requests.filter((r) => r.url !== '/api')
const header = (r: FakeRequest | undefined, k: string) => r?.header?.[k] ?? ''

function setup(token = 'tok-123') {
  resetRequestState()
  setAuthContext({
    token: () => token,
    mchId: () => '',
    switches: () => ({ goodsRecommend: true, adRecommend: false }),
    onUnauthorized: () => undefined
  })
}

// The server's hashing (node:crypto, as server/src/http/sign-text.ts), independent of the app's crypto-js.
const serverMd5 = (raw: string) => createHash('md5').update(raw).digest('base64')
const serverSign = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text, 'utf8').digest('base64')

/** What the server does: rebuild the text from what arrived and compare signatures. */
function serverAccepts(r: FakeRequest): boolean {
  const url = new URL(r.url, 'http://x')
  const json = header(r, 'content-type') === 'application/json'
  const params = json
    ? {}
    : Object.fromEntries(
        Object.entries((r.data ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)])
      )
  const text = buildStringToSign({
    method: r.method ?? 'GET',
    contentMd5: json ? serverMd5(String(r.data)) : '',
    apptoken: header(r, 'apptoken'),
    nonce: header(r, 'x-ca-nonce'),
    timestamp: header(r, 'x-ca-timestamp'),
    path: url.pathname.replace(/^\/api/, ''),
    params
  })
  return serverSign(SECRET, text) === header(r, 'x-ca-signature')
}

describe('request layer', () => {
  it('sends every header of the conventions and a signature the server verifier accepts (GET)', async () => {
    setup()
    serve(() => ok({ id: 1 }))
    await expect(request('/v1/appUser/getUser', { data: { a: 'x y', b: 2 } })).resolves.toEqual({ id: 1 })
    const r = calls()[0]
    expect(r?.url).toBe('/api/v1/appUser/getUser')
    expect(r?.timeout).toBe(15000)
    expect(r?.header).toMatchObject({
      apptoken: 'tok-123',
      source: 'h5',
      version: '2.6.19',
      'content-type': 'application/x-www-form-urlencoded',
      goodsrecommend: '1',
      adrecommend: '0',
      'x-ca-key': 'lotus-dev-key',
      'x-ca-signature-method': 'HmacSHA256',
      'x-ca-signature-headers': 'apptoken,x-ca-nonce,x-ca-timestamp'
    })
    expect(header(r, 'x-ca-nonce')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    )
    expect(serverAccepts(r!)).toBe(true)
  })

  it('signs JSON bodies with the MD5 of the exact bytes sent', async () => {
    setup('')
    serve(() => ok(null))
    await request('/v2/wm/flow/addShow', {
      method: 'POST',
      json: true,
      data: { pos: 'home', storeIds: [3, 1] }
    })
    const r = calls()[0]!
    expect(header(r, 'content-type')).toBe('application/json')
    expect(r.data).toBe('{"pos":"home","storeIds":[3,1]}')
    expect(serverAccepts(r)).toBe(true)
    // tampering with the body breaks it
    expect(serverAccepts({ ...r, data: '{"pos":"home","storeIds":[3,2]}' })).toBe(false)
  })

  it('drops null, undefined and "undefined" fields before signing and sending', async () => {
    setup()
    serve(() => ok(null))
    await request('/v1/x', { method: 'POST', data: { a: null, b: undefined, c: 'undefined', d: '', e: 0 } })
    const r = calls()[0]!
    expect(r.data).toEqual({ d: '', e: 0 })
    expect(serverAccepts(r)).toBe(true)
  })

  it('corrects the timestamp by the clock offset from GET on the base, asked once beside the first call', async () => {
    setup()
    serve(() => ok(null), 600_000)
    await request('/v1/x')
    expect(getClockOffset()).toBeGreaterThan(599_000)
    await request('/v1/y')
    const ts = Number(header(calls()[1], 'x-ca-timestamp'))
    expect(Math.abs(ts - (Date.now() + 600_000))).toBeLessThan(2000)
    expect(fake.requests.filter((r) => r.url === '/api')).toHaveLength(1)
  })

  it('the first call does not wait for the clock (no round trip before the first screen)', async () => {
    setup()
    let answerClock: (r: FakeResponse) => void = () => undefined
    fake.requestHandler = (r) =>
      r.url === '/api'
        ? new Promise<FakeResponse>((res) => (answerClock = res))
        : Promise.resolve(ok({ n: 1 }))
    await expect(request('/v1/x')).resolves.toEqual({ n: 1 })
    answerClock(ok(Date.now()))
    expect(fake.requests.filter((r) => r.url === '/api')).toHaveLength(1)
  })

  it('a first call the server turns down as expired (a phone 20 minutes slow) is signed again with its clock', async () => {
    setup()
    const ahead = 20 * 60_000
    // the server's rule: a timestamp more than 15 minutes from its clock is refused, nothing done
    serve((r) => {
      const skew = Math.abs(Number(header(r, 'x-ca-timestamp')) - (Date.now() + ahead))
      return skew > 15 * 60_000 ? fail('SIGN_EXPIRED', '簽名已過期') : ok({ n: 1 })
    }, ahead)
    await expect(request('/v1/x', { method: 'POST', data: { a: 1 } })).resolves.toEqual({ n: 1 })
    const sent = calls().filter((r) => r.url.endsWith('/v1/x'))
    expect(sent).toHaveLength(2)
    expect(header(sent[0], 'x-ca-nonce')).not.toBe(header(sent[1], 'x-ca-nonce'))
    expect(serverAccepts(sent[1]!)).toBe(true)
    // no toast, no signature-failure report for the refused first try
    expect(fake.toasts).toEqual([])
    expect(calls().some((r) => r.url.includes('reportLog'))).toBe(false)
    // once the clock is known, an expired answer is a failure like any other (no second retry)
    serve(() => fail('SIGN_EXPIRED', '簽名已過期'), ahead)
    await expect(request('/v1/z')).rejects.toMatchObject({ code: 'SIGN_EXPIRED' })
    expect(calls().filter((r) => r.url.endsWith('/v1/z'))).toHaveLength(1)
  })

  it('toasts the server message, or 請求失敗 when there is none', async () => {
    setup()
    serve(() => fail('SMS_CODE_INVALID', '驗證碼錯誤'))
    await expect(request('/v1/x')).rejects.toMatchObject({ code: 'SMS_CODE_INVALID' })
    serve(() => fail('SOMETHING'))
    await expect(request('/v1/y')).rejects.toBeInstanceOf(ApiError)
    expect(fake.toasts.map((t) => t.title)).toEqual(['驗證碼錯誤', '請求失敗'])
  })

  it('a network failure shows 請求失敗', async () => {
    setup()
    fake.requestHandler = async (r) => {
      if (r.url === '/api') return ok(Date.now())
      throw { errMsg: 'request:fail timeout' }
    }
    await expect(request('/v1/x')).rejects.toMatchObject({ code: 'NETWORK' })
    expect(fake.toasts.at(-1)?.title).toBe('請求失敗')
  })

  it('a 401 saves the current page with the back-to-index flag and opens login', async () => {
    setup()
    fake.pages = [{ route: 'packages/takeaway/pages/home/index', options: { tab: '2' } }]
    serve(() => fail('401', '請先登入'))
    await expect(request('/v1/x')).rejects.toMatchObject({ code: '401' })
    expect(fake.storage.get(RETURN_PAGE_KEY)).toEqual({
      url: '/packages/takeaway/pages/home/index?tab=2',
      backToIndex: true
    })
    expect(fake.navigations.at(-1)).toEqual({ kind: 'navigateTo', url: PAGES.login })
  })

  it('calls flagged as login calls do not redirect on 401', async () => {
    setup()
    serve(() => fail('401'))
    await expect(
      request('/v1/appUser/refreshToken', { loginCall: true, silent: true })
    ).rejects.toMatchObject({ code: '401' })
    expect(fake.navigations).toEqual([])
    expect(fake.toasts).toEqual([])
  })

  it('reports a rejected signature to /gatewayAuth/reportLog, unsigned', async () => {
    setup()
    serve((r) => (r.url.endsWith('/reportLog') ? ok(null) : fail('SIGN_INVALID', '簽名錯誤')))
    await expect(request('/v1/x', { data: { q: 1 } })).rejects.toMatchObject({ code: 'SIGN_INVALID' })
    await new Promise((r) => setTimeout(r, 0))
    const report = fake.requests.find((r) => r.url === '/api/gatewayAuth/reportLog')!
    expect(report.header?.['x-ca-signature']).toBeUndefined()
    const body = report.data as Record<string, string>
    expect(body.signText).toContain('/v1/x?q=1')
    expect(body.sign).toBe(header(calls()[0], 'x-ca-signature'))
    const decoded = JSON.parse(Buffer.from(body.jsonData!, 'base64').toString('utf8')) as {
      path: string
      method: string
    }
    expect(decoded).toMatchObject({ method: 'GET', path: '/v1/x' })
  })

  it('shows and hides the loading message', async () => {
    setup()
    serve(() => ok(null))
    await request('/v1/x', { loading: '正在添加' })
    expect(fake.loading).toEqual(['正在添加'])
  })
})
