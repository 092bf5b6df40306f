/**
 * The app's half of the user-info update sign: drop the fields that are not sent (null, undefined,
 * 'undefined'), build the contract's text, MD5 it with crypto-js (lower-case hex).
 */
import MD5 from 'crypto-js/md5'
import Hex from 'crypto-js/enc-hex'
import { userSignText } from '@lotus/contract/user-sign'
import { dropEmpty } from './clean-params'

export type SignableFields = Record<string, string | number | null | undefined>

/** The exact text that is hashed (exported for diagnosis and tests). */
export const userInfoSignText = (fields: SignableFields, salt: string): string =>
  userSignText(dropEmpty(fields) as Record<string, string | number>, salt)

export function userInfoSign(fields: SignableFields, salt: string): string {
  return MD5(userInfoSignText(fields, salt)).toString(Hex)
}
