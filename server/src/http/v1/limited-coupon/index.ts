import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { LimitedCouponClaimBody, LimitedCouponListQuery } from '@lotus/contract/schemas/limited-coupon'

/** Limited coupons of the supermarket (issue 9). */
export function registerLimitedCouponRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { limitedCoupons } = ctx.services

  defineRoute(app, {
    method: 'GET',
    url: '/v1/market/coupon/list',
    summary: 'Limited coupon batches not yet ended, with what is left and the caller’s count',
    tags: ['market'],
    auth: 'optional',
    query: LimitedCouponListQuery,
    handler: async ({ query, auth }) => limitedCoupons.list(auth?.userId ?? null, query.mchId)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/market/coupon/claim',
    summary: 'Claim one coupon of a limited batch',
    tags: ['market'],
    consumes: ['application/x-www-form-urlencoded'],
    auth: 'required',
    body: LimitedCouponClaimBody,
    handler: async ({ body, requireAuth }) => limitedCoupons.claim(requireAuth().userId, body.batchId)
  })
}
