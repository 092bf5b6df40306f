import { z } from 'zod/v4'
import { intString } from './fields'

export const CouponListQuery = z.strictObject({
  type: z.enum(['coupon', 'redEnvelope']).default('coupon'),
  status: z.enum(['usable', 'used', 'expired']).default('usable'),
  mchId: intString(1, 2_147_483_647).optional()
})
