import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { SetPayPasswordBody } from '@lotus/contract/schemas/user'

export function registerSetPayPasswordRoute(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'POST',
    url: '/v1/appUser/setPayPassword',
    summary: 'Set the 6-digit pay password (changing it needs an SMS code of type payPassword)',
    tags: ['wallet'],
    consumes: ['application/x-www-form-urlencoded'],
    auth: 'required',
    body: SetPayPasswordBody,
    handler: async ({ body, requireAuth }) => {
      await ctx.services.wallet.setPayPassword(requireAuth().userId, body.password, body.code)
      return null
    }
  })
}
