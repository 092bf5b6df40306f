import type { StaffMe } from '@lotus/contract/staff'
import { currentLocale, translate } from './providers/i18n-provider'

/** A failed staff call: the envelope's code and its message (in the console's language: Accept-Language). */
export class StaffApiError extends Error {
  constructor(
    readonly code: string,
    message: string
  ) {
    super(message)
    this.name = 'StaffApiError'
  }
}

/** The session's CSRF token, from /me or the login answer; sent on every POST. */
let csrfToken = ''
export const setCsrfToken = (token: string) => void (csrfToken = token)

/**
 * The one fetch of the console: /api/staff/<path>, the session cookie sent by the browser (same origin), the
 * envelope unwrapped (`data` on 0000, a StaffApiError otherwise).
 */
export async function staffApi<T>(
  method: 'GET' | 'POST',
  path: string,
  input: { query?: Record<string, string | number | undefined>; body?: unknown } = {}
): Promise<T> {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(input.query ?? {}))
    if (v !== undefined && v !== '') params.set(k, String(v))
  const qs = params.size ? `?${params.toString()}` : ''
  let res: Response
  try {
    res = await fetch(`/api/staff${path}${qs}`, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'accept-language': currentLocale(),
        ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(method === 'POST' && csrfToken ? { 'x-csrf-token': csrfToken } : {})
      },
      ...(input.body !== undefined ? { body: JSON.stringify(input.body) } : {})
    })
  } catch {
    throw new StaffApiError('NETWORK', translate('errors.network'))
  }
  const env = (await res.json().catch(() => null)) as { code: string; msg: string; data: T } | null
  if (!env) throw new StaffApiError('NETWORK', translate('errors.noAnswer'))
  if (env.code !== '0000') throw new StaffApiError(env.code, env.msg)
  return env.data
}

/** A session read is shared for a moment: the menu, the access checks and the lists all ask at once. */
const ME_FRESH_MS = 3000
let meRead: { at: number; promise: Promise<StaffMe | null> } | null = null

/** Forgets the session read (login, logout, enrolment change it). */
export const forgetMe = () => void (meRead = null)

/** The session, or null when there is none (logged out, expired). */
export function fetchMe(): Promise<StaffMe | null> {
  const now = Date.now()
  if (meRead && now - meRead.at < ME_FRESH_MS) return meRead.promise
  const promise = staffApi<StaffMe>('GET', '/me').then(
    (me) => {
      setCsrfToken(me.csrfToken)
      return me
    },
    (err: unknown) => {
      if (err instanceof StaffApiError && err.code === 'STAFF_UNAUTHORIZED') return null
      forgetMe()
      throw err
    }
  )
  meRead = { at: now, promise }
  return promise
}

/** A multipart upload (field `file`) to /api/staff/<path>, with the session's CSRF token; envelope unwrapped. */
export async function staffUpload<T>(
  path: string,
  query: Record<string, string | number>,
  file: Blob
): Promise<T> {
  const form = new FormData()
  form.append('file', file)
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
  let res: Response
  try {
    res = await fetch(`/api/staff${path}?${qs}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'accept-language': currentLocale(),
        ...(csrfToken ? { 'x-csrf-token': csrfToken } : {})
      },
      body: form
    })
  } catch {
    throw new StaffApiError('NETWORK', translate('errors.network'))
  }
  const env = (await res.json().catch(() => null)) as { code: string; msg: string; data: T } | null
  if (!env) throw new StaffApiError('NETWORK', translate('errors.noAnswer'))
  if (env.code !== '0000') throw new StaffApiError(env.code, env.msg)
  return env.data
}
