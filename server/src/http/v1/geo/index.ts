import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { SearchRangeQuery } from '@lotus/contract/schemas/geo'

export function registerGeoRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v1/geo/searchRange',
    summary: 'Places by keyword, or the nearest 20 within 5 km; list in data.data',
    tags: ['geo'],
    query: SearchRangeQuery,
    handler: async ({ query }) => ({
      data: await ctx.services.places.search(query.lat, query.lng, query.keyword)
    })
  })
}
