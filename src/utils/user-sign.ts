/**
 * User-info update sign (product spec §5, api-conventions "User-info update sign").
 *
 * sign = lower-case hex MD5( values of every field except `sign`, concatenated in
 *        ascending order of their key names, followed by the salt )
 *
 * Fields dropped from the request (null, undefined, the string 'undefined') are
 * dropped from the sign too, so the sign always covers exactly what is sent.
 * Keys are ordered by plain code-unit comparison (`Array.prototype.sort`), numbers
 * are written with `String(n)`, empty strings contribute nothing but are still sent.
 */
import MD5 from 'crypto-js/md5'
import Hex from 'crypto-js/enc-hex'
import { dropEmpty } from './clean-params'

export type SignableFields = Record<string, string | number | null | undefined>

/** The exact text that is hashed (exported for diagnosis and tests). */
export function userInfoSignText(fields: SignableFields, salt: string): string {
  const kept = dropEmpty(fields)
  const keys = Object.keys(kept)
    .filter((k) => k !== 'sign')
    .sort()
  return keys.map((k) => String(kept[k])).join('') + salt
}

export function userInfoSign(fields: SignableFields, salt: string): string {
  return MD5(userInfoSignText(fields, salt)).toString(Hex)
}
