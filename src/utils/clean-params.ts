/**
 * Request payload cleaning (product spec §5): every field whose value is
 * `null`, `undefined` or the string `'undefined'` is dropped before sending.
 * Empty strings, `0` and `false` are kept (they are meaningful values).
 * Shallow: nested objects and arrays are passed through untouched.
 */

/** True when the spec says the value must not be sent. */
export function isEmptyParam(value: unknown): value is null | undefined | 'undefined' {
  return value === null || value === undefined || value === 'undefined'
}

/** A new object without the fields whose value is null, undefined or 'undefined'. */
export function dropEmpty<T extends Record<string, unknown>>(obj: T): Partial<T> {
  const out: Partial<T> = {}
  for (const key of Object.keys(obj) as Array<keyof T & string>) {
    const value = obj[key]
    if (!isEmptyParam(value)) out[key] = value
  }
  return out
}
