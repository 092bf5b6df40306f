import type { FastifyInstance } from 'fastify'
import { z } from 'zod/v4'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { MERCHANT_SORTS } from '../../../modules/merchant/merchant-service.js'
import { floatString, latString, lngString, paging } from '../../validate.js'

const VERTICALS = ['takeaway', 'supermarket', 'group', 'spell', 'general'] as const

// Senado Square: where the list is measured from when the app has no location.
const DEFAULT_LAT = 22.1936
const DEFAULT_LNG = 113.5399

const MerchantListQuery = z.strictObject({
  lat: latString.default(DEFAULT_LAT),
  lng: lngString.default(DEFAULT_LNG),
  ...paging,
  vertical: z.enum(VERTICALS).optional(),
  city: z
    .string()
    .regex(/^[A-Z]{2,8}$/)
    .optional(),
  keyword: z.string().max(50).optional(),
  sort: z.enum(MERCHANT_SORTS).default('distance'),
  category: z.string().min(1).max(20).optional(),
  freeDelivery: z.enum(['0', '1']).optional(),
  hasDiscount: z.enum(['0', '1']).optional(),
  minStar: floatString(0, 5).optional()
})

export function registerStoreRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v1/store/merchant/cities',
    summary: 'Cities with merchants (Macau first)',
    tags: ['merchant'],
    handler: async () => ctx.services.merchants.cities()
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/store/merchant/list',
    summary: 'Merchants nearest first, paged',
    tags: ['merchant'],
    query: MerchantListQuery,
    handler: async ({ query }) =>
      ctx.services.merchants.list({
        ...query,
        freeDelivery: query.freeDelivery === '1',
        hasDiscount: query.hasDiscount === '1'
      })
  })
}
