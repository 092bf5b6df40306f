import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'

export function registerTakeawayRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { catalogue } = ctx.services

  defineRoute(app, {
    method: 'GET',
    url: '/v1/takeaway/categories',
    summary: 'Merchant categories of takeaway, with counts',
    tags: ['takeaway'],
    handler: async () => catalogue.categories()
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/takeaway/hotWords',
    summary: 'Search suggestions for takeaway',
    tags: ['takeaway'],
    handler: async () => catalogue.hotWords()
  })
}
