import { z } from 'zod/v4'
import { AD_KEYS } from '../ads'
import { VERTICALS } from '../verticals'
import { latString, lngString } from './fields'

export const AdQuery = z.strictObject({
  key: z.enum(AD_KEYS),
  lat: latString.optional(),
  lng: lngString.optional(),
  /** a vertical's page: ads aimed at that vertical show too */
  vertical: z.enum(VERTICALS).optional()
})
