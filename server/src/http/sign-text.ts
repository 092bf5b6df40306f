import { createHmac, hash, timingSafeEqual, type KeyObject } from 'node:crypto'

/**
 * The server's hashing half of the signature scheme (api-conventions.md); the string-to-sign itself is
 * the contract's, so the app signs exactly what this verifies.
 */
export {
  buildStringToSign,
  pathAndParams,
  SIGNATURE_HEADERS,
  SIGNATURE_METHOD,
  type StringToSignInput
} from '@lotus/contract/signing'

/** `secret` as a KeyObject (createSecretKey) skips importing the key on every call. */
export function sign(secret: string | KeyObject, stringToSign: string): string {
  return createHmac('sha256', secret).update(stringToSign, 'utf8').digest('base64')
}

/** One-shot `hash` (no Hash object per request; a signed JSON call hashes its body). */
export function contentMd5(raw: string | Buffer): string {
  return hash('md5', raw, 'base64')
}

export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}
