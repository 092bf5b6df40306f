/**
 * The user-info update sign (product spec §5, api-conventions "User-info update sign"):
 * sign = lower-case hex MD5(values of every field except `sign`, in ascending key order, then the salt).
 * Keys are ordered by code unit (`Array.prototype.sort`); numbers are written with `String(n)`.
 * The app drops empty fields (null, undefined, 'undefined') before it signs, so the text covers exactly
 * what is sent. Hashing stays with each side.
 */
export function userSignText(fields: Readonly<Record<string, string | number>>, salt: string): string {
  return (
    Object.keys(fields)
      .filter((k) => k !== 'sign')
      .sort()
      .map((k) => String(fields[k]))
      .join('') + salt
  )
}
