import type { FastifyInstance } from 'fastify'
import { toSeconds } from '../../../../clock.js'
import { listCoupons } from '../../../../modules/coupon/coupon-service.js'
import type { AppContext } from '../../../context.js'
import { defineRoute } from '../../../route.js'
import { CouponListQuery } from '@lotus/contract/schemas/coupon'
import { PromoRedeemBody } from '@lotus/contract/schemas/marketing'

export function registerCouponRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v1/user/coupon/list',
    summary: "The user's coupons or red envelopes by status (usable: best first)",
    tags: ['coupon'],
    auth: 'required',
    query: CouponListQuery,
    handler: async ({ query, requireAuth }) =>
      listCoupons(ctx.db, { userId: requireAuth().userId, ...query, now: toSeconds(ctx.clock.now()) })
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/user/coupon/redeem',
    summary: "Redeem a 兌換碼 (promo code) for its campaign's coupon or red envelope, once per customer",
    tags: ['coupon'],
    auth: 'required',
    body: PromoRedeemBody,
    handler: async ({ body, requireAuth }) =>
      ctx.services.limitedCoupons.redeem(requireAuth().userId, body.code)
  })
}
