import { randomInt } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import type { StaffMe, StaffStage } from '@lotus/contract/staff'
import { totpCode } from '../../src/modules/staff/totp.js'
import type { TestApp } from './test-app.js'

export interface StaffAnswer<T = unknown> {
  res: LightMyRequestResponse
  body: { code: string; msg: string; data: T }
}

/**
 * A browser of the console: keeps the session cookie the server sets and sends the CSRF token on POSTs, as the
 * console does. `ip` is the address the calls come from (the login limiter counts per address).
 */
export function staffClient(t: TestApp, opts: { ip?: string } = {}) {
  let cookie = ''
  let csrf = ''
  // an address of its own unless given: the login limiter counts per address
  const ip = opts.ip ?? `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    input: {
      query?: Record<string, string>
      body?: unknown
      headers?: Record<string, string>
      raw?: string
    } = {}
  ): Promise<StaffAnswer<T>> {
    const qs = input.query ? `?${new URLSearchParams(input.query).toString()}` : ''
    const payload = input.raw ?? (input.body === undefined ? undefined : JSON.stringify(input.body))
    const res = await t.app.inject({
      method,
      url: `/api/staff${path}${qs}`,
      remoteAddress: ip,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(method === 'POST' && csrf ? { 'x-csrf-token': csrf } : {}),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
        ...input.headers
      },
      ...(payload !== undefined ? { payload } : {})
    })
    const set = res.headers['set-cookie']
    const line = Array.isArray(set) ? set[0] : set
    if (line) cookie = line.split(';')[0]!.endsWith('=') ? '' : line.split(';')[0]!
    return { res, body: res.json() }
  }

  const client = {
    get: <T = unknown>(path: string, query?: Record<string, string>) =>
      call<T>('GET', path, query ? { query } : {}),
    post: <T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) =>
      call<T>('POST', path, { body, ...(headers ? { headers } : {}) }),
    raw: call,
    get cookie() {
      return cookie
    },
    set cookie(v: string) {
      cookie = v
    },
    get csrf() {
      return csrf
    },
    /** The password step; keeps the session's CSRF token. */
    async password(username: string, password: string) {
      const r = await call<{ stage: StaffStage; me: StaffMe | null }>('POST', '/login', {
        body: { username, password }
      })
      if (r.body.code === '0000') csrf = r.body.data.me?.csrfToken ?? ''
      return r
    },
    /** Enrols TOTP on a session at stage `enrol`; returns the secret. */
    async enrol(): Promise<string> {
      const r = await call<{ secret: string }>('POST', '/totp/enrol')
      if (r.body.code !== '0000') throw new Error(`enrol failed: ${JSON.stringify(r.body)}`)
      const c = await call('POST', '/totp/confirm', {
        body: { code: totpCode(r.body.data.secret, t.clock.now()) }
      })
      if (c.body.code !== '0000') throw new Error(`confirm failed: ${JSON.stringify(c.body)}`)
      return r.body.data.secret
    },
    /** A whole login: password, then the code of `secret` when the account asks for one. */
    async login(username: string, password: string, secret?: string) {
      const r = await client.password(username, password)
      if (r.body.code !== '0000') throw new Error(`login failed: ${JSON.stringify(r.body)}`)
      if (r.body.data.stage === 'totp') {
        if (!secret) throw new Error(`${username} needs a TOTP code`)
        const c = await call('POST', '/login/totp', { body: { code: totpCode(secret, t.clock.now()) } })
        if (c.body.code !== '0000') throw new Error(`totp failed: ${JSON.stringify(c.body)}`)
      }
      return r.body.data
    }
  }
  return client
}

export type StaffClient = ReturnType<typeof staffClient>

/** A demo account's merchant ids (seeded by seedStaff). */
export async function shopsOf(t: TestApp, username: string): Promise<number[]> {
  const rows = await t.db.many<{ merchant_id: number }>(
    `SELECT merchant_id FROM staff_shops s JOIN staff_accounts a ON a.id = s.staff_id WHERE a.username = $1
     ORDER BY merchant_id`,
    [username]
  )
  return rows.map((r) => r.merchant_id)
}
