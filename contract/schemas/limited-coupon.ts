import { z } from 'zod/v4'
import { idString } from './fields'

/** Requests of /v1/market/coupon/* (limited coupons). */
export const LimitedCouponListQuery = z.strictObject({ mchId: idString.optional() })
export const LimitedCouponClaimBody = z.strictObject({ batchId: idString })
