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
