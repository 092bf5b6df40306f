import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../../context.js'
import { defineRoute } from '../../../route.js'
import { parse } from '../../../validate.js'
import { IdParam } from '@lotus/contract/schemas/merchant'

export function registerGoodsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { catalogue } = ctx.services
  defineRoute(app, {
    method: 'GET',
    url: '/v1/store/goods/:id',
    summary: 'Goods detail with its merchant',
    tags: ['merchant'],
    handler: async ({ req }) => catalogue.goods(parse(IdParam, req.params).id)
  })
}
