import { z } from 'zod/v4'
import { ORDER_STATES, ORDER_STATUS_GROUP_NAMES } from '../order'
import { VERTICALS } from '../verticals'
import { idString as id, jsonId, paging } from './fields'

/** Request schemas of /v1/store/order/*. */

/** Images are upload URLs (POST /v1/commons/upload), at most 6. */
export const uploadImages = z
  .array(z.string().regex(/^\/api\/files\/[A-Za-z0-9_-]{1,64}$/))
  .max(6)
  .optional()

export const OrderListQuery = z.strictObject({
  // '' (and the older 'all') is the app's "all" tab; else a tab's group or one state.
  status: z.enum(['', 'all', ...ORDER_STATUS_GROUP_NAMES, ...ORDER_STATES]).optional(),
  vertical: z.enum(VERTICALS).optional(),
  ...paging,
  keyword: z.string().max(50).optional()
})

export const SubmitBody = z.strictObject({
  clientKey: z.uuid(),
  mchId: jsonId,
  addressId: jsonId.optional(),
  remark: z.string().max(100).optional(),
  couponId: jsonId.optional(),
  redEnvelopeId: jsonId.optional(),
  freeDeliveryId: jsonId.optional(),
  tableware: z.number().int().min(0).max(20).optional(),
  deliveryTime: z.number().int().min(1).max(99_999_999_999).optional()
})

export const CancelBody = z.strictObject({ id, reason: z.string().trim().min(1).max(100) })
export const IdBody = z.strictObject({ id })
export const UpdateAddressBody = z.strictObject({ id, addressId: id })
export const RefundBody = z.strictObject({
  id: jsonId,
  reason: z.string().trim().min(1).max(100),
  detail: z.string().max(500).optional(),
  images: uploadImages,
  /** Some lines / units only (supermarket, general store: contract/refund-lines.ts); absent: the whole order. */
  lines: z
    .array(z.strictObject({ itemId: jsonId, qty: z.number().int().min(1).max(999) }))
    .min(1)
    .max(100)
    .optional()
})
const star = z.number().int().min(1).max(5)
export const EvaluateBody = z.strictObject({
  id: jsonId,
  star,
  tasteStar: star,
  packStar: star,
  content: z.string().max(500),
  images: uploadImages,
  anonymous: z.boolean().optional()
})
