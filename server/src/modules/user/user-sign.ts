import { createHash } from 'node:crypto'

/** md5(values of every field except `sign`, in ascending key order, then the salt), lower-case hex. */
export function userSign(fields: Record<string, string>, salt: string): string {
  const text =
    Object.keys(fields)
      .filter((k) => k !== 'sign')
      .sort()
      .map((k) => fields[k])
      .join('') + salt
  return createHash('md5').update(text, 'utf8').digest('hex')
}
