/** The staff session cookie: httpOnly (no script reads it), SameSite=Strict, Secure in production, sent only to /api/staff. */
export const STAFF_COOKIE = 'lotus_staff'
export const STAFF_COOKIE_PATH = '/api/staff'

/** The value of one cookie in a Cookie header (the only cookie the server reads, so no parser package). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}

export function sessionCookie(token: string, opts: { secure: boolean; maxAgeS: number }): string {
  return [
    `${STAFF_COOKIE}=${token}`,
    `Path=${STAFF_COOKIE_PATH}`,
    `Max-Age=${opts.maxAgeS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(opts.secure ? ['Secure'] : [])
  ].join('; ')
}

export const clearedCookie = (secure: boolean) => sessionCookie('', { secure, maxAgeS: 0 })
