import type { FastifyInstance } from 'fastify'
import { z } from 'zod/v4'
import { toSeconds } from '../../../../clock.js'
import { listCoupons } from '../../../../modules/coupon/coupon-service.js'
import type { AppContext } from '../../../context.js'
import { defineRoute } from '../../../route.js'
import { intString } from '../../../validate.js'

const ListQuery = z.strictObject({
  type: z.enum(['coupon', 'redEnvelope']).default('coupon'),
  status: z.enum(['usable', 'used', 'expired']).default('usable'),
  mchId: intString(1, 2_147_483_647).optional()
})

export function registerCouponRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v1/user/coupon/list',
    summary: "The user's coupons or red envelopes by status (usable: best first)",
    tags: ['coupon'],
    auth: 'required',
    query: ListQuery,
    handler: async ({ query, requireAuth }) =>
      listCoupons(ctx.db, { userId: requireAuth().userId, ...query, now: toSeconds(ctx.clock.now()) })
  })
}
