import type { FastifyInstance } from 'fastify'
import { z } from 'zod/v4'
import { MAX_SHOW_IDS } from '../../../../modules/flow/flow-service.js'
import type { AppContext } from '../../../context.js'
import { defineRoute } from '../../../route.js'

const AddShowBody = z.strictObject({
  pos: z.string().min(1).max(50),
  storeIds: z.array(z.number().int().min(1).max(2_147_483_647)).max(MAX_SHOW_IDS)
})

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
