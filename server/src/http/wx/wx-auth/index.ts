import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { requestLocale } from '../../../i18n/request-locale.js'
import { WxCodeBody, WxPhoneLoginBody } from '@lotus/contract/schemas/user'

export function registerWxAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'POST',
    url: '/wx/wxAuth/miniCodeToOpenId',
    summary: 'Exchange a mini-program login code for an openid',
    tags: ['auth'],
    consumes: ['application/x-www-form-urlencoded'],
    body: WxCodeBody,
    handler: async ({ body }) => ({ openid: await ctx.services.login.codeToOpenId(body.code) })
  })

  defineRoute(app, {
    method: 'POST',
    url: '/wx/wxAuth/miniAppletPhoneLogin',
    summary: 'Log in with the WeChat phone authorisation, or learn that the phone must be bound by SMS',
    tags: ['auth'],
    consumes: ['application/json'],
    body: WxPhoneLoginBody,
    handler: async ({ body, req }) =>
      ctx.services.login.wxPhoneLogin(body.wxAuthCode, body.openCode, requestLocale(req))
  })
}
