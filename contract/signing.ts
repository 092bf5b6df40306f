/**
 * The string-to-sign of the request signature (api-conventions.md), built the same way by the app that
 * signs and the server that verifies. Hashing stays with each side (crypto-js in the app, node:crypto on
 * the server): only the text is a rule.
 */

export type SignParamValue = string | number | boolean
export type SignParams = Record<string, SignParamValue | SignParamValue[]>

export interface StringToSignInput {
  method: string
  /** base64 MD5 of the raw JSON body; empty for GET and form bodies. */
  contentMd5: string
  apptoken: string
  nonce: string
  timestamp: string | number
  /** Path after the API base, e.g. `/v1/appUser/getUser`. */
  path: string
  /** Query or form parameters (already stripped of null / undefined / 'undefined' by the client). */
  params?: SignParams
}

export const SIGNATURE_METHOD = 'HmacSHA256'
export const SIGNATURE_HEADERS = 'apptoken,x-ca-nonce,x-ca-timestamp'

/** PATH?k=v&k2 with keys sorted and raw values; a key with an empty value is written alone. */
export function pathAndParams(path: string, params: SignParams = {}): string {
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
