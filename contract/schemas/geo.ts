import { z } from 'zod/v4'
import { latString, lngString } from './fields'

export const SearchRangeQuery = z.strictObject({
  language: z
    .string()
    .regex(/^[A-Za-z_-]{0,10}$/)
    .optional(),
  lat: latString,
  lng: lngString,
  keyword: z.string().max(50).optional()
})
