import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../../context.js'
import { defineRoute } from '../../../route.js'
import { CalcBody } from '@lotus/contract/schemas/cart'

export function registerCartCalcRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { carts } = ctx.services
  defineRoute(app, {
    method: 'POST',
    url: '/v2/wm/cart/calc',
    summary: 'Compute the cart at a merchant (a list in data replaces the stored cart)',
    tags: ['cart'],
    auth: 'required',
    consumes: ['application/json'],
    body: CalcBody,
    handler: async ({ body, requireAuth }) => {
      const { storeType: _storeType, ...input } = body
      return carts.calc(requireAuth().userId, input)
    }
  })
}
