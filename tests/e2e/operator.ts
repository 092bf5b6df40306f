import { totpCode } from '../../server/src/modules/staff/totp'
import type { Harness } from './harness'

/**
 * A console operator from Node (set-up that is not under test: a support decision a customer's flow waits for).
 * Logs in with the development password, enrols TOTP on the first login, keeps the cookie and CSRF token.
 */
export async function operatorApi(h: Harness, username = 'ops-support') {
  let cookie = ''
  let csrf = ''
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const r = await fetch(`${h.baseUrl}/api/staff${path}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(method === 'POST' && csrf ? { 'x-csrf-token': csrf } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {})
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {})
    })
    const set = r.headers.get('set-cookie')
    if (set) cookie = set.split(';')[0]!
    const env = (await r.json()) as { code: string; msg: string; data: T }
    if (env.code !== '0000') throw new Error(`${method} ${path}: ${env.code} ${env.msg}`)
    return env.data
  }
  const login = await call<{ stage: string; me: { csrfToken: string } }>('POST', '/login', {
    username,
    password: 'lotus-staff-dev'
  })
  csrf = login.me.csrfToken
  if (login.stage !== 'enrol') throw new Error(`${username}: expected a first login (stage ${login.stage})`)
  const { secret } = await call<{ secret: string }>('POST', '/totp/enrol')
  await call('POST', '/totp/confirm', { code: totpCode(secret, Date.now()) })
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown) => call<T>('POST', path, body)
  }
}
