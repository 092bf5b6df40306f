import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { MerchantListQuery } from '@lotus/contract/schemas/merchant'

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
