import hmacSHA256 from 'crypto-js/hmac-sha256'
import md5 from 'crypto-js/md5'
import Base64 from 'crypto-js/enc-base64'

import { buildStringToSign } from '@lotus/contract/signing'

export { SIGNATURE_HEADERS, SIGNATURE_METHOD } from '@lotus/contract/signing'

/** The app's hashing half of the signature: the string-to-sign is the contract's, which the server verifies. */
export type Params = Record<string, string | number | boolean>

export const contentMd5 = (rawJson: string): string => Base64.stringify(md5(rawJson))

export interface SignInput {
  method: 'GET' | 'POST'
  path: string
  /** query or form params; empty for JSON calls */
  params: Params
  /** the exact JSON text sent, or null */
  jsonBody: string | null
  apptoken: string
  nonce: string
  timestamp: number
}

export const stringToSign = (i: SignInput): string =>
  buildStringToSign({ ...i, contentMd5: i.jsonBody === null ? '' : contentMd5(i.jsonBody) })

export const signText = (secret: string, text: string): string => Base64.stringify(hmacSHA256(text, secret))

/** RFC 4122 v4 from crypto.getRandomValues where present (h5 and newer weapp base libraries). */
export function uuid(): string {
  const bytes = new Uint8Array(16)
  const c = (globalThis as { crypto?: { getRandomValues?: (a: Uint8Array) => Uint8Array } }).crypto
  if (c?.getRandomValues) c.getRandomValues(bytes)
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256)
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
