import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../../context.js'
import { defineRoute } from '../../../route.js'
import { FavouriteListQuery } from '@lotus/contract/schemas/favourite'

export function registerCollectListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { favourites } = ctx.services
  defineRoute(app, {
    method: 'GET',
    url: '/v1/user/collect/list',
    summary: "The user's favourite merchants or goods, newest first",
    tags: ['favourite'],
    auth: 'required',
    query: FavouriteListQuery,
    handler: async ({ query, requireAuth }) => favourites.list(requireAuth().userId, query)
  })
}
