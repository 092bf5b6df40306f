import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The pure half of the signature scheme (api-conventions.md): no Fastify, no Node-only types beyond
 * crypto, so the app's tests import it to prove the client signs exactly what the server verifies.
 */
export interface StringToSignInput {
  method: string
  /** base64 MD5 of the raw JSON body; empty for GET and form bodies. */
  contentMd5: string
  apptoken: string
  nonce: string
  timestamp: string
  /** Path after the API base, e.g. `/v1/appUser/getUser`. */
  path: string
  /** Query or form parameters (already stripped of null / undefined / 'undefined' by the client). */
  params?: Record<string, string | number | boolean | Array<string | number | boolean>>
}

export const SIGNATURE_METHOD = 'HmacSHA256'
export const SIGNATURE_HEADERS = 'apptoken,x-ca-nonce,x-ca-timestamp'

/** PATH?k=v&k2 with keys sorted and raw values; a key with an empty value is written alone. */
export function pathAndParams(path: string, params: StringToSignInput['params'] = {}): string {
  const keys = Object.keys(params).sort()
  if (keys.length === 0) return path
  const pairs = keys.map((k) => {
    const raw = params[k]
    const value = Array.isArray(raw) ? raw.join(',') : String(raw ?? '')
    return value === '' ? k : `${k}=${value}`
  })
  return `${path}?${pairs.join('&')}`
}

export function buildStringToSign(input: StringToSignInput): string {
  return [
    input.method.toUpperCase(),
    input.contentMd5,
    `apptoken:${input.apptoken}`,
    `x-ca-nonce:${input.nonce}`,
    `x-ca-timestamp:${input.timestamp}`,
    pathAndParams(input.path, input.params)
  ].join('\n')
}

export function sign(secret: string, stringToSign: string): string {
  return createHmac('sha256', secret).update(stringToSign, 'utf8').digest('base64')
}

export function contentMd5(raw: string | Buffer): string {
  return createHash('md5').update(raw).digest('base64')
}

export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}
