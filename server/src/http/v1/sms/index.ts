import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { SafetyCodeQuery } from '@lotus/contract/schemas/user'

export function registerSmsRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v1/sms/sendSafetyCode',
    summary: "Send a security SMS code to the logged-in user's own phone",
    tags: ['auth'],
    auth: 'required',
    query: SafetyCodeQuery,
    handler: async ({ query, req, requireAuth }) => {
      const user = await ctx.services.users.byId(requireAuth().userId)
      await ctx.services.captcha.assertHuman(query, req.ip)
      await ctx.services.sms.send(user.areaCode, user.phone, query.type)
      return null
    }
  })
}
