import { z } from 'zod/v4'
import { FEEDBACK_CATEGORIES, FEEDBACK_PHOTOS_MAX, FEEDBACK_TEXT_MAX, FEEDBACK_TEXT_MIN } from '../feedback'
import { MEMBER_PLAN_IDS } from '../member'
import { AREA_CODES } from '../phone'
import { idString, jsonId, paging } from './fields'
import { captchaFields } from './user'
import { payBrand } from './pay'

/** Requests of the account centre (issue 12): sign-in, bills, god member, identity, phone, messages, leaving. */

const code = z.string().regex(/^\d{6}$/)
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/)
const noNul = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes('\u0000'), '不可包含控制字元')

export const SignInInfoQuery = z.strictObject({ month: month.optional() })
export const SignInBody = z.strictObject({})

export const WalletRecordQuery = z.strictObject({ id: idString })

export const MemberBuyBody = z.strictObject({
  plan: z.enum(MEMBER_PLAN_IDS),
  password: z.string().regex(/^\d{6}$/)
})

/** A membership order (paid at the cashier); the clientKey makes a retried tap the same order. */
export const MemberOrderBody = z.strictObject({ plan: z.enum(MEMBER_PLAN_IDS), clientKey: z.uuid() })
export const MemberOrderQuery = z.strictObject({ id: idString })
export const MemberOrderWalletPayBody = z.strictObject({ id: jsonId, password: z.string().regex(/^\d{6}$/) })
export const MemberOrderOnlinePayBody = z.strictObject({ id: jsonId, brand: payBrand })

export const IdentitySubmitBody = z.strictObject({
  docType: z.enum(['bir', 'hkid', 'mainland', 'passport']),
  name: noNul(60).pipe(z.string().trim().min(1)),
  number: z
    .string()
    .min(5)
    .max(24)
    .regex(/^[A-Za-z0-9()]+$/),
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Upload ids (/api/files/<id>) of the document photos: front, then back. */
  photos: z
    .array(z.string().regex(/^\/api\/files\/[A-Za-z0-9_-]{1,64}$/))
    .min(1)
    .max(2)
})

export const ChangePhoneOldBody = z.strictObject({ code })
const ChangePhoneTarget = z.strictObject({
  ticket: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  areaCode: z.enum(AREA_CODES),
  phone: z.string().regex(/^\d{1,20}$/)
})
/** Sending a code to the new phone needs the captcha proof like every other SMS (issue 15). */
export const ChangePhoneSendBody = ChangePhoneTarget.extend(captchaFields)
export const ChangePhoneConfirmBody = ChangePhoneTarget.extend({ code })

export const NewsListQuery = z.strictObject({ kind: z.enum(['notice', 'order']).optional(), ...paging })
export const NewsInfoQuery = z.strictObject({ id: idString })
export const NewsReadBody = z.strictObject({ id: jsonId.optional(), all: z.boolean().optional() })

export { FEEDBACK_CATEGORIES }
export const FeedbackSubmitBody = z.strictObject({
  category: z.enum(FEEDBACK_CATEGORIES),
  content: noNul(FEEDBACK_TEXT_MAX).pipe(z.string().trim().min(FEEDBACK_TEXT_MIN)),
  images: z
    .array(z.string().regex(/^\/api\/files\/[A-Za-z0-9_-]{1,64}$/))
    .max(FEEDBACK_PHOTOS_MAX)
    .default([])
})
export const FeedbackInfoQuery = z.strictObject({ id: idString })
export const FeedbackListQuery = z.strictObject({ ...paging })
/** Non-production simulator (POST /api/dev/feedback/advance): one step on, with the staff reply when it replies. */
export const FeedbackSimulateBody = z.strictObject({
  id: jsonId,
  reply: noNul(500).pipe(z.string().trim().min(1)).optional()
})

export const MemberQrVerifyBody = z.strictObject({ token: z.string().regex(/^[0-9A-Za-z_-]{10,80}$/) })

export const DeletionRequestBody = z.strictObject({
  code,
  /** Explicit consent to forfeit the wallet and shop-card balances shown. */
  forfeitConsent: z.boolean()
})
