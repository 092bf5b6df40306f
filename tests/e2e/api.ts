import { createHash, createHmac, randomUUID } from 'node:crypto'
import { solveChallenge } from 'altcha-lib/v1'
import type { BrowserContext } from 'playwright-core'
import { encodeAltchaPayload, type CaptchaChallenge } from '@lotus/contract/captcha'
import type { Harness } from './harness'

/**
 * A signed API client for test set-up (what the app's request layer sends, from Node), so browser
 * tests spend their time on the flow under test, not on typing logins.
 */
const KEY = 'lotus-dev-key'
const SECRET = 'lotus-dev-secret'

type Params = Record<string, string | number | boolean>

export interface ApiUser {
  token: string
  user: Record<string, unknown>
  phone: string
}

export function apiClient(h: Harness) {
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    opts: { params?: Params; json?: unknown; token?: string } = {}
  ): Promise<T> {
    const token = opts.token ?? ''
    const params = opts.params ?? {}
    const nonce = randomUUID()
    const ts = String(Date.now())
    const body = opts.json !== undefined ? JSON.stringify(opts.json) : null
    const keys = Object.keys(params).sort()
    const pp = keys.length
      ? `${path}?${keys.map((k) => (params[k] === '' ? k : `${k}=${params[k]}`)).join('&')}`
      : path
    const md5 = body === null ? '' : createHash('md5').update(body).digest('base64')
    const text = [method, md5, `apptoken:${token}`, `x-ca-nonce:${nonce}`, `x-ca-timestamp:${ts}`, pp].join(
      '\n'
    )
    const headers: Record<string, string> = {
      apptoken: token,
      source: 'h5',
      version: '2.6.19',
      'content-type': body === null ? 'application/x-www-form-urlencoded' : 'application/json',
      'x-ca-key': KEY,
      'x-ca-signature-method': 'HmacSHA256',
      'x-ca-timestamp': ts,
      'x-ca-nonce': nonce,
      'x-ca-signature-headers': 'apptoken,x-ca-nonce,x-ca-timestamp',
      'x-ca-signature': createHmac('sha256', SECRET).update(text).digest('base64')
    }
    const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()
    const url = `${h.baseUrl}/api${path}${method === 'GET' && qs ? `?${qs}` : ''}`
    const res = await fetch(url, { method, headers, body: method === 'GET' ? undefined : (body ?? qs) })
    const env = (await res.json()) as { code: string; msg: string; data: T }
    if (env.code !== '0000') throw new Error(`${path}: ${env.code} ${env.msg}`)
    return env.data
  }

  return {
    call,
    async login(phone: string): Promise<ApiUser> {
      const captcha = await solveCaptcha(() => call<CaptchaChallenge>('GET', '/v1/captcha/challenge'))
      await call('GET', '/v1/appUser/sendCode', {
        params: { areaCode: '853', phone, type: 'login', captcha }
      })
      const code = await h.waitForCode(phone)
      const r = await call<{ token: string; user: Record<string, unknown> }>(
        'POST',
        '/v1/appUser/registered',
        {
          params: { areaCode: '853', phone, code }
        }
      )
      return { ...r, phone }
    },
    /**
     * The app keeps its session under lotus.session (zustand persist, version 1), written through
     * Taro's h5 storage, which wraps every value as {"data": …}.
     */
    async signIn(context: BrowserContext, u: ApiUser): Promise<void> {
      const value = JSON.stringify({
        data: JSON.stringify({ state: { token: u.token, user: u.user }, version: 1 })
      })
      await context.addInitScript((v) => {
        if (!localStorage.getItem('lotus.session')) localStorage.setItem('lotus.session', v)
      }, value)
    }
  }
}

/** Solves the server's captcha challenge as the app does (the harness runs with the captcha on). */
export async function solveCaptcha(challenge: () => Promise<CaptchaChallenge>): Promise<string> {
  const c = await challenge()
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise
  if (!solution) throw new Error('captcha challenge not solvable')
  return encodeAltchaPayload(c, solution.number)
}

let seq = 0
/** A fresh Macau mobile number per call (8 digits starting with 6). */
export const newPhone = (): string =>
  `6${String(Date.now() % 10_000_000)
    .padStart(7, '0')
    .slice(0, 5)}${String(++seq % 100).padStart(2, '0')}`
