import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../../context.js'
import { defineRoute } from '../../../route.js'
import { AddShowBody } from '@lotus/contract/schemas/merchant'

export function registerFlowRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'POST',
    url: '/v2/wm/flow/addShow',
    summary: 'Record merchant impressions (JSON; at most 100 ids, de-duplicated by the app)',
    tags: ['flow'],
    consumes: ['application/json'],
    auth: 'optional',
    body: AddShowBody,
    handler: async ({ body, auth }) => {
      await ctx.services.flow.addShow(body.pos, [...new Set(body.storeIds)], auth?.userId ?? null)
      return null
    }
  })
}
