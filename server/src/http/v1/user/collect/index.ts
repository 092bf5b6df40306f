import type { FastifyInstance } from 'fastify'
import { z } from 'zod/v4'
import type { AppContext } from '../../../context.js'
import { defineRoute } from '../../../route.js'
import { latString, lngString, paging } from '../../../validate.js'

const ListQuery = z.strictObject({
  objType: z.enum(['merchant', 'goods']).default('merchant'),
  ...paging,
  lat: latString.optional(),
  lng: lngString.optional()
})

export function registerCollectListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { favourites } = ctx.services
  defineRoute(app, {
    method: 'GET',
    url: '/v1/user/collect/list',
    summary: "The user's favourite merchants or goods, newest first",
    tags: ['favourite'],
    auth: 'required',
    query: ListQuery,
    handler: async ({ query, requireAuth }) => favourites.list(requireAuth().userId, query)
  })
}
