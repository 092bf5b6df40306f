import type { FastifyInstance } from 'fastify'
import { z } from 'zod/v4'
import { REPORT_TYPES } from '../../../../modules/report/report-service.js'
import type { AppContext } from '../../../context.js'
import { defineRoute } from '../../../route.js'
import { intString, latString, lngString, paging, parse } from '../../../validate.js'

export const IdParam = z.strictObject({ id: intString(1, 2_147_483_647) })

const PointQuery = z.strictObject({ lat: latString.optional(), lng: lngString.optional() })

const CommentsQuery = z.strictObject({ ...paging, withImage: z.enum(['0', '1']).optional() })

const ReportBody = z.strictObject({
  mchId: z.number().int().min(1).max(2_147_483_647),
  type: z.enum(REPORT_TYPES),
  content: z.string().trim().min(1).max(500),
  images: z.array(z.string().max(200)).max(6).default([]),
  phone: z
    .string()
    .regex(/^\d{6,15}$/)
    .optional()
})

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
