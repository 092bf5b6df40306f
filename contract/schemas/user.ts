import { z } from 'zod/v4'
import { LOCALES } from '../locale'
import { AREA_CODES } from '../phone'
import { SMS_TYPES } from '../user'

/** Requests of /v1/appUser/*, /v1/sms/*, /wx/* and /gateway-auth/* (login, profile, security codes). */

const phoneFields = {
  areaCode: z.enum(AREA_CODES),
  phone: z.string().regex(/^\d{1,20}$/)
}

const code = z.string().regex(/^\d{6}$/)
const promotionCode = z.string().regex(/^[A-Za-z0-9]{6}$/)

/**
 * The proof that a person asked for the code (spec §1 captcha): on h5 an ALTCHA solution (base64 of
 * {algorithm, challenge, number, salt, signature}); on weapp the WeChat captcha plugin's ticket and randstr.
 */
export const captchaFields = {
  captcha: z.string().min(1).max(2048).optional(),
  captchaTicket: z.string().min(1).max(2048).optional(),
  captchaRandstr: z.string().min(1).max(128).optional()
}

export const SendCodeQuery = z.strictObject({ ...phoneFields, type: z.enum(SMS_TYPES), ...captchaFields })
export const RegisteredBody = z.strictObject({
  ...phoneFields,
  code,
  promotionCode: promotionCode.optional()
})
export const UpdateUserBody = z.strictObject({
  nickname: z.string().max(100).optional(),
  avatar: z.string().max(300).optional(),
  gender: z.enum(['0', '1', '2']).optional(),
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  sign: z.string().regex(/^[0-9a-fA-F]{32}$/)
})

export const BindPromotionBody = z.strictObject({ promotionCode })
export const BindPhoneBody = z.strictObject({ openid: z.string().min(1).max(128), ...phoneFields, code })

export const SetPayPasswordBody = z.strictObject({
  password: z.string().regex(/^\d{6}$/),
  code: z
    .string()
    .regex(/^\d{6}$/)
    .optional()
})

export const SafetyCodeQuery = z.strictObject({
  type: z.enum(['payPassword', 'deleteAccount', 'changePhone']),
  ...captchaFields
})

export const WxCodeBody = z.strictObject({ code: z.string().min(1).max(128) })
export const WxPhoneLoginBody = z.strictObject({
  wxAuthCode: z.string().min(1).max(256),
  openCode: z.string().min(1).max(128)
})

/** A signature the server refused, reported by the app for diagnosis. */
export const SignReportBody = z.strictObject({
  nonce: z.string().min(1).max(64),
  signText: z.string().max(4096),
  sign: z.string().max(256),
  jsonData: z.string().max(64 * 1024)
})

/** `POST /v1/user/locale`: the language the app now speaks (issue 39); what is pushed to the user follows it. */
export const UserLocaleBody = z.strictObject({ locale: z.enum(LOCALES) })
