import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { AdQuery } from '@lotus/contract/schemas/ads'

export function registerAdvertisRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v1/advertis/getAdByKey',
    summary: "Ads of one position on now for the point's city and the vertical (INDEX_POPUP_AD: at most one)",
    tags: ['ads'],
    query: AdQuery,
    handler: async ({ query }) => ctx.services.ads.byKey(query.key, query)
  })
}
