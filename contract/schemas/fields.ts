import { z } from 'zod/v4'

/**
 * Field builders of the request schemas. Form and query values arrive as strings; these keep the
 * coercion in one place. JSON bodies use the plain number builders.
 */

/** The largest id a request may name (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647

export const intString = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))

export const floatString = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,15})?$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max))

export const latString = floatString(-90, 90)
export const lngString = floatString(-180, 180)

export const paging = {
  page: intString(1, 10_000).default(1),
  pageSize: intString(1, 50).default(20)
}

/** An id in a form or query. */
export const idString = intString(1, MAX_ID)
/** An id in a JSON body. */
export const jsonId = z.number().int().min(1).max(MAX_ID)

/** A point in a JSON body. */
export const point = {
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180)
}

/** Printable text (line breaks allowed): no other control characters (NUL included), no lone surrogates. */
export const printable = (s: string) =>
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  !/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(
    s
  )

/** Trimmed printable text of `min`..`max` characters (`empty`: what a too short one is told). */
export const plainText = (min: number, max: number, empty: string) =>
  z.string().trim().min(min, empty).max(max, `不可多於 ${max} 字`).refine(printable, '不可包含控制字元')
