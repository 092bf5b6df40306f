import { z } from 'zod/v4'
import { AD_KEYS } from '../ads'
import { latString, lngString } from './fields'

export const AdQuery = z.strictObject({
  key: z.enum(AD_KEYS),
  lat: latString.optional(),
  lng: lngString.optional()
})
