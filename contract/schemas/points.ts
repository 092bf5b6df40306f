import { z } from 'zod/v4'
import { paging } from './fields'

/** Requests of /v1/points/* (honey points ledger). */

export const PointsRecordsQuery = z.strictObject({
  state: z.enum(['valid', 'expired']).default('valid'),
  ...paging
})
