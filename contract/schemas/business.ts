import { z } from 'zod/v4'
import {
  BUSINESS_CATEGORIES,
  CONTACT_NAME_MAX,
  LICENCE_PHOTOS_MAX,
  MACAU_DISTRICTS,
  REGISTRATION_NO_PATTERN,
  SHOP_ADDRESS_MAX,
  SHOP_NAME_MAX,
  SHOP_NAME_MIN
} from '../business'
import { AREA_CODES, isValidPhone } from '../phone'
import { jsonId } from './fields'

const text = (min: number, max: number) =>
  z
    .string()
    .max(max * 2)
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), '不可包含控制字元')
    .pipe(z.string().trim().min(min).max(max))

const upload = z.string().regex(/^\/api\/files\/[A-Za-z0-9_-]{1,64}$/)

/** POST /v1/business/apply: one open application per user; the licence photos are the user's own uploads. */
export const BusinessApplyBody = z
  .strictObject({
    shopName: text(SHOP_NAME_MIN, SHOP_NAME_MAX),
    category: z.enum(BUSINESS_CATEGORIES),
    district: z.enum(MACAU_DISTRICTS),
    address: text(2, SHOP_ADDRESS_MAX),
    contactName: text(1, CONTACT_NAME_MAX),
    areaCode: z.enum(AREA_CODES),
    phone: z.string().regex(/^\d{1,20}$/),
    registrationNo: z.string().trim().regex(REGISTRATION_NO_PATTERN, '請填寫正確的商業登記編號'),
    licences: z
      .array(upload)
      .min(1, '請上傳營業執照')
      .max(LICENCE_PHOTOS_MAX, `最多 ${LICENCE_PHOTOS_MAX} 張`)
  })
  .refine((b) => isValidPhone(b.areaCode, b.phone), { message: '手機號碼格式錯誤', path: ['phone'] })

/** Non-production (POST /api/dev/business/review): decide an application in review. */
export const BusinessReviewBody = z.strictObject({
  id: jsonId,
  decision: z.enum(['approve', 'reject']),
  reason: text(1, 100).optional()
})
