import { RefundDecideBody, ShopRefundsQuery } from '@lotus/contract/schemas/counter'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context.js'
import { defineStaffRoute } from './staff-route.js'

/** The shop's refund requests (issue 36 point 5): list, approve, reject with a reason. */
export function registerRefundRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { refundDesk } = ctx.services

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/refunds',
    summary: "One shop's refund requests, pending first (owners and staff of that shop)",
    session: 'required',
    action: 'refund.decide',
    subjectInHandler: true,
    query: ShopRefundsQuery,
    handler: async ({ query, authorize }) => {
      authorize('refund.decide', { merchantId: query.merchantId })
      return refundDesk.list(query)
    }
  })

  for (const decision of ['approve', 'reject'] as const) {
    defineStaffRoute(app, ctx, {
      method: 'POST',
      url: `/staff/refunds/${decision}`,
      summary:
        decision === 'approve'
          ? 'Approve a pending refund of the shop: the money goes back where it was paid from; audited'
          : 'Reject a pending refund of the shop with a reason (the customer reads it); audited',
      session: 'required',
      action: 'refund.decide',
      subjectInHandler: true,
      body: RefundDecideBody,
      handler: async ({ body, authorize, session, req }) => {
        authorize('refund.decide', { merchantId: body.merchantId })
        return refundDesk.decide(session, { ...body, decision, ip: req.ip })
      }
    })
  }
}
