import type { FastifyInstance } from 'fastify'
import { AppError, ErrorCode, validation } from '../../../errors.js'
import { createRateLimiter } from '../../../modules/auth/rate-limiter.js'
import { isValidPhone } from '@lotus/contract/phone'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { requestLocale } from '../../../i18n/request-locale.js'
import {
  BindPhoneBody,
  BindPromotionBody,
  RegisteredBody,
  SendCodeQuery,
  UpdateUserBody,
  UserLocaleBody
} from '@lotus/contract/schemas/user'

const FORM = ['application/x-www-form-urlencoded']

/** Phone format depends on the area code, so it is checked after the schema. */
function assertPhone(areaCode: string, phone: string): void {
  if (!isValidPhone(areaCode, phone)) throw validation('參數 phone 不是有效的手機號碼')
}

export function registerAppUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { services } = ctx
  // Per-phone limits live in the SMS service; this one stops one address cycling through phones.
  const sendLimiter = createRateLimiter({
    clock: ctx.clock,
    limit: 20,
    windowMs: 60_000,
    redis: services.redis,
    name: 'sendCode'
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/appUser/sendCode',
    summary: 'Send an SMS verification code',
    tags: ['auth'],
    query: SendCodeQuery,
    handler: async ({ query, req }) => {
      assertPhone(query.areaCode, query.phone)
      if (!(await sendLimiter.take(req.ip)))
        throw new AppError(ErrorCode.RATE_LIMITED, '請求過於頻繁，請稍後再試')
      await services.captcha.assertHuman(query, req.ip)
      await services.sms.send(query.areaCode, query.phone, query.type)
      return null
    }
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/appUser/registered',
    summary: 'Log in with an SMS code (creates the user on first login)',
    tags: ['auth'],
    consumes: FORM,
    body: RegisteredBody,
    handler: async ({ body, req }) => {
      assertPhone(body.areaCode, body.phone)
      return services.login.loginWithSms(body, requestLocale(req))
    }
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/appUser/refreshToken',
    summary: 'Refresh the app token (rotated when older than 24 h)',
    tags: ['auth'],
    auth: 'required',
    handler: async ({ requireAuth }) => {
      const token = await services.tokens.refresh(requireAuth())
      if (!token) throw new AppError(ErrorCode.UNAUTHORIZED, '請先登入')
      return token
    }
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/appUser/logout',
    summary: 'Revoke the current token',
    tags: ['auth'],
    consumes: FORM,
    auth: 'required',
    handler: async ({ requireAuth }) => {
      const { tokenId } = requireAuth()
      await services.tokens.revoke(tokenId)
      // The spell's MQTT credentials issued under this token end with it, and its live connections close.
      await services.spells.revokeToken(tokenId)
      return null
    }
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/appUser/getUser',
    summary: 'The logged-in user',
    tags: ['user'],
    auth: 'required',
    handler: async ({ requireAuth }) => services.users.byId(requireAuth().userId)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/appUser/getUserSecurity',
    summary: 'Security settings summary of the logged-in user',
    tags: ['user'],
    auth: 'required',
    handler: async ({ requireAuth }) => services.users.security(requireAuth().userId)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/appUser/updateUser',
    summary: 'Update profile fields (signed with USER_SIGN_SALT)',
    tags: ['user'],
    consumes: FORM,
    auth: 'required',
    body: UpdateUserBody,
    handler: async ({ body, requireAuth }) => services.users.update(requireAuth().userId, body)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/appUser/bindPromotionCode',
    summary: "Bind an inviter's promotion code (once)",
    tags: ['user'],
    consumes: FORM,
    auth: 'required',
    body: BindPromotionBody,
    handler: async ({ body, requireAuth }) =>
      services.users.bindPromotionCode(requireAuth().userId, body.promotionCode)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/user/locale',
    summary:
      'The language the app speaks now (zh-Hant-MO | en | pt): what is pushed to the user is worded in it',
    tags: ['user'],
    consumes: ['application/json'],
    auth: 'required',
    body: UserLocaleBody,
    handler: async ({ body, requireAuth }) => {
      await services.users.setLocale(requireAuth().userId, body.locale)
      return null
    }
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/appUser/bindPhone',
    summary: 'Bind a WeChat openid to a phone verified by SMS (type bindPhone) and log in',
    tags: ['auth'],
    consumes: FORM,
    body: BindPhoneBody,
    handler: async ({ body, req }) => {
      assertPhone(body.areaCode, body.phone)
      return services.login.bindPhone(body, requestLocale(req))
    }
  })
}
