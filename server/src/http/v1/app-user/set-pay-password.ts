import type { FastifyInstance } from 'fastify'
import { z } from 'zod/v4'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'

const SetPayPasswordBody = z.strictObject({
  password: z.string().regex(/^\d{6}$/),
  code: z
    .string()
    .regex(/^\d{6}$/)
    .optional()
})

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
