import { z } from 'zod/v4'
import { MAX_SEATS_PER_ORDER, MAX_VOUCHERS_PER_ORDER } from '../group'
import { uploadImages } from './order'
import { idString as id, jsonId, latString, lngString, paging } from './fields'

/** Request schemas of /tuan/* (group-buying) and the merchant counter's redeem call. */

export const GroupListQuery = z.strictObject({
  lat: latString.optional(),
  lng: lngString.optional(),
  category: z.string().max(20).optional(),
  keyword: z.string().max(50).optional(),
  ...paging
})
export const GroupIdQuery = z.strictObject({ id, lat: latString.optional(), lng: lngString.optional() })
export const GroupBrandQuery = z.strictObject({
  brand: z.string().trim().min(1).max(40),
  lat: latString.optional(),
  lng: lngString.optional()
})
export const GroupCommentListQuery = z.strictObject({ mchId: id, ...paging })
export const GroupFilmQuery = z.strictObject({ cinemaId: id.optional() })
export const GroupSlotQuery = z.strictObject({
  mchId: id,
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
})

export const VoucherBuyBody = z.strictObject({
  clientKey: z.uuid(),
  dealId: jsonId,
  count: z.number().int().min(1).max(MAX_VOUCHERS_PER_ORDER)
})
export const TicketBuyBody = z.strictObject({
  clientKey: z.uuid(),
  showtimeId: jsonId,
  seats: z
    .array(z.strictObject({ row: z.number().int().min(1).max(50), col: z.number().int().min(1).max(50) }))
    .min(1)
    .max(MAX_SEATS_PER_ORDER)
})
export const ReserveBody = z.strictObject({
  clientKey: z.uuid(),
  slotId: jsonId,
  party: z.number().int().min(1).max(20),
  name: z.string().trim().min(1).max(20),
  phone: z.string().regex(/^\d{6,11}$/)
})
export const GroupOrderQuery = z.strictObject({ id })
export const GroupRefundBody = z.strictObject({
  id: jsonId,
  codeIds: z.array(jsonId).min(1).max(50).optional()
})
export const GroupCancelBody = z.strictObject({ id: jsonId })
const star = z.number().int().min(1).max(5)
export const GroupEvaluateBody = z.strictObject({
  id: jsonId,
  star,
  tasteStar: star,
  envStar: star,
  serviceStar: star,
  content: z.string().trim().min(1).max(500),
  images: uploadImages
})
export const RedeemBody = z.strictObject({ code: z.string().regex(/^\d{12}$/) })
