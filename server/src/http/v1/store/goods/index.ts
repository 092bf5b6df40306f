import type { FastifyInstance } from 'fastify'
import { createCatalogueService } from '../../../../modules/catalogue/catalogue-service.js'
import type { AppContext } from '../../../context.js'
import { defineRoute } from '../../../route.js'
import { parse } from '../../../validate.js'
import { IdParam } from '@lotus/contract/schemas/merchant'

export function registerGoodsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const catalogue = createCatalogueService(ctx)
  defineRoute(app, {
    method: 'GET',
    url: '/v1/store/goods/:id',
    summary: 'Goods detail with its merchant',
    tags: ['merchant'],
    handler: async ({ req }) => catalogue.goods(parse(IdParam, req.params).id)
  })
}
