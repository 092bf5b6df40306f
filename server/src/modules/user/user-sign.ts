import { createHash } from 'node:crypto'
import { userSignText } from '@lotus/contract/user-sign'

/** The contract's user-info sign text, MD5 as lower-case hex. */
export function userSign(fields: Record<string, string>, salt: string): string {
  return createHash('md5').update(userSignText(fields, salt), 'utf8').digest('hex')
}
