import type { FastifyInstance } from 'fastify'
import { z } from 'zod/v4'
import { AD_KEYS } from '../../../modules/ads/ads-service.js'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { latString, lngString } from '../../validate.js'

const AdQuery = z.strictObject({ key: z.enum(AD_KEYS), lat: latString.optional(), lng: lngString.optional() })

export function registerAdvertisRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v1/advertis/getAdByKey',
    summary: 'Ads of one position (INDEX_POPUP_AD: at most one)',
    tags: ['ads'],
    query: AdQuery,
    handler: async ({ query }) => ctx.services.ads.byKey(query.key)
  })
}
