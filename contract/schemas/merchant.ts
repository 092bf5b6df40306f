import { z } from 'zod/v4'
import { DEFAULT_MAP_POINT } from '../geo'
import {
  MAX_SHOW_IDS,
  MERCHANT_SORTS,
  REPORT_MAX_CONTENT,
  REPORT_MAX_IMAGES,
  REPORT_TYPES
} from '../merchant'
import { VERTICALS } from '../verticals'
import { floatString, intString, latString, lngString, paging } from './fields'

/** Requests of /v1/store/merchant/*, /v1/store/goods/*, /v1/store/timeFee/* and /v2/wm/flow/*. */

export const MerchantListQuery = z.strictObject({
  // measured from Senado Square when the app has no location
  lat: latString.default(DEFAULT_MAP_POINT.lat),
  lng: lngString.default(DEFAULT_MAP_POINT.lng),
  ...paging,
  vertical: z.enum(VERTICALS).optional(),
  city: z
    .string()
    .regex(/^[A-Z]{2,8}$/)
    .optional(),
  keyword: z.string().max(50).optional(),
  sort: z.enum(MERCHANT_SORTS).default('distance'),
  category: z.string().min(1).max(20).optional(),
  freeDelivery: z.enum(['0', '1']).optional(),
  hasDiscount: z.enum(['0', '1']).optional(),
  minStar: floatString(0, 5).optional()
})

export const IdParam = z.strictObject({ id: intString(1, 2_147_483_647) })

export const PointQuery = z.strictObject({ lat: latString.optional(), lng: lngString.optional() })

export const CommentsQuery = z.strictObject({ ...paging, withImage: z.enum(['0', '1']).optional() })

export const ReportBody = z.strictObject({
  mchId: z.number().int().min(1).max(2_147_483_647),
  type: z.enum(REPORT_TYPES),
  content: z.string().trim().min(1).max(REPORT_MAX_CONTENT),
  images: z.array(z.string().max(200)).max(REPORT_MAX_IMAGES).default([]),
  phone: z
    .string()
    .regex(/^\d{6,15}$/)
    .optional()
})

export const TimeFeeQuery = z.strictObject({ mchId: intString(1, 2_147_483_647) })

export const AddShowBody = z.strictObject({
  pos: z.string().min(1).max(50),
  storeIds: z.array(z.number().int().min(1).max(2_147_483_647)).max(MAX_SHOW_IDS)
})
