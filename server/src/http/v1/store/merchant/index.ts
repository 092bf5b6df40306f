import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../../context.js'
import { defineRoute } from '../../../route.js'
import { parse } from '../../../validate.js'
import { CommentsQuery, IdParam, PointQuery, ReportBody } from '@lotus/contract/schemas/merchant'

export function registerMerchantRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { catalogue, reports } = ctx.services

  defineRoute(app, {
    method: 'GET',
    url: '/v1/store/merchant/:id',
    summary: 'Merchant detail (activities, ratings, qualifications, favourite flag)',
    tags: ['merchant'],
    auth: 'optional',
    query: PointQuery,
    handler: async ({ query, req, auth }) =>
      catalogue.merchantDetail(parse(IdParam, req.params).id, query, auth?.userId ?? null)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/store/merchant/:id/menu',
    summary: 'Menu by category with counts',
    tags: ['merchant'],
    handler: async ({ req }) => catalogue.menu(parse(IdParam, req.params).id)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/store/merchant/:id/similar',
    summary: 'Nearest 10 merchants of the same category',
    tags: ['merchant'],
    query: PointQuery,
    handler: async ({ query, req }) => catalogue.similar(parse(IdParam, req.params).id, query)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/store/merchant/:id/comments',
    summary: 'Comments, newest first, with the rating summary',
    tags: ['merchant'],
    auth: 'optional',
    query: CommentsQuery,
    handler: async ({ query, req, auth }) =>
      catalogue.comments(
        parse(IdParam, req.params).id,
        { page: query.page, pageSize: query.pageSize, withImage: query.withImage === '1' },
        auth?.userId ?? null
      )
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/store/merchant/report',
    summary: 'Report a merchant (images: our upload URLs)',
    tags: ['merchant'],
    auth: 'required',
    consumes: ['application/json'],
    body: ReportBody,
    handler: async ({ body, requireAuth }) => {
      await reports.report(requireAuth().userId, body)
      return null
    }
  })
}
