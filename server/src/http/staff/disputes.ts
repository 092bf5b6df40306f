import {
  OpsDisputeOverruleBody,
  OpsDisputesQuery,
  OpsDisputeUpholdBody
} from '@lotus/contract/schemas/refund-dispute'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context.js'
import { defineStaffRoute } from './staff-route.js'

/** Disputed refunds (issue 38 point 5, 退款仲裁): support overrules or upholds a shop's rejection; audited. */
export function registerDisputeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { refundDesk } = ctx.services

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/ops/disputes',
    summary: 'Refunds customers asked the platform to decide, by status (open: oldest first) (support)',
    session: 'required',
    action: 'ops.refund.arbitrate',
    query: OpsDisputesQuery,
    handler: ({ query }) => refundDesk.disputes(query)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/ops/disputes/overrule',
    summary: 'Overrule the shop: the refund is approved by the platform and the money goes back; audited',
    session: 'required',
    action: 'ops.refund.arbitrate',
    body: OpsDisputeOverruleBody,
    handler: ({ body, session, req }) => refundDesk.overrule(session, { ...body, ip: req.ip })
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/ops/disputes/uphold',
    summary: "Uphold the shop's rejection with the reason the customer reads; audited",
    session: 'required',
    action: 'ops.refund.arbitrate',
    body: OpsDisputeUpholdBody,
    handler: ({ body, session, req }) => refundDesk.uphold(session, { ...body, ip: req.ip })
  })
}
