import type { FastifyInstance } from 'fastify'
import { z } from 'zod/v4'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { latString, lngString } from '../../validate.js'

const SearchRangeQuery = z.strictObject({
  language: z
    .string()
    .regex(/^[A-Za-z_-]{0,10}$/)
    .optional(),
  lat: latString,
  lng: lngString,
  keyword: z.string().max(50).optional()
})

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
