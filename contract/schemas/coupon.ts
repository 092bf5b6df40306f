import { z } from 'zod/v4'
import { COUPON_TYPES } from '../cart'
import { intString } from './fields'

export const CouponListQuery = z.strictObject({
  type: z.enum(COUPON_TYPES).default('coupon'),
  status: z.enum(['usable', 'used', 'expired']).default('usable'),
  mchId: intString(1, 2_147_483_647).optional()
})
