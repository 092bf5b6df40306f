import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { BusinessApplyBody } from '@lotus/contract/schemas/business'

/** Applying to become a merchant: the latest application with its status, and sending one. */
export function registerBusinessRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { business } = ctx.services

  defineRoute(app, {
    method: 'GET',
    url: '/v1/business/info',
    summary:
      "The user's latest merchant application (status reviewing, approved or rejected) and whether one may be sent",
    tags: ['business'],
    auth: 'required',
    handler: async ({ requireAuth }) => business.info(requireAuth().userId)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/business/apply',
    summary:
      'Apply to become a merchant: shop name, category, Macau district, address, contact and licence photo (one in review per user)',
    tags: ['business'],
    consumes: ['application/json'],
    auth: 'required',
    body: BusinessApplyBody,
    handler: async ({ body, requireAuth }) => business.apply(requireAuth().userId, body)
  })
}
