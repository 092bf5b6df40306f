import {
  OpsCustomerQuery,
  OpsDeletionsQuery,
  OpsFeedbackMoveBody,
  OpsFeedbackQuery,
  OpsIdentityDecideBody,
  OpsIdentityQuery,
  OpsLookupQuery,
  OpsOrderQuery,
  OpsReportResolveBody,
  OpsReportsQuery,
  OpsRevealBody
} from '@lotus/contract/schemas/ops'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context.js'
import { defineStaffRoute } from './staff-route.js'

/** The operators' support desk (issue 38 point 5); docs/api.md "Operators". Every write and reveal is audited. */
export function registerOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { ops } = ctx.services

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/ops/lookup',
    summary: 'Find customers by whole phone or id, orders by number; phones masked (support)',
    session: 'required',
    action: 'ops.customer.read',
    query: OpsLookupQuery,
    handler: ({ query }) => ops.lookup(query.q)
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/ops/customer',
    summary: 'One customer, masked, with their latest orders (support)',
    session: 'required',
    action: 'ops.customer.read',
    query: OpsCustomerQuery,
    handler: ({ query }) => ops.customer(query.userId)
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/ops/order',
    summary: "An order's whole history with the actor of each step, its refunds; contact masked (support)",
    session: 'required',
    action: 'ops.customer.read',
    query: OpsOrderQuery,
    handler: ({ query }) => ops.order(query.orderId)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/ops/reveal',
    summary: "A customer's whole phone, an order's contact or an identity document, for a reason; audited",
    session: 'required',
    action: 'ops.pii.reveal',
    body: OpsRevealBody,
    handler: ({ body, session, req }) => ops.reveal({ session, ip: req.ip }, body)
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/ops/identities',
    summary: 'Identity documents by status (in review: oldest first), masked (support)',
    session: 'required',
    action: 'ops.identity.review',
    query: OpsIdentityQuery,
    handler: ({ query }) => ops.identities(query)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/ops/identities/decide',
    summary: 'Approve or reject (with the reason the customer reads) a document in review; audited',
    session: 'required',
    action: 'ops.identity.review',
    body: OpsIdentityDecideBody,
    handler: ({ body, session, req }) => ops.decideIdentity({ session, ip: req.ip }, body)
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/ops/feedback',
    summary: "Customers' feedback, newest first, with replies and version (support)",
    session: 'required',
    action: 'ops.feedback.reply',
    query: OpsFeedbackQuery,
    handler: ({ query }) => ops.feedback(query)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/ops/feedback/move',
    summary: 'Move a feedback (processing, replied with a reply, closed) from the version read; audited',
    session: 'required',
    action: 'ops.feedback.reply',
    body: OpsFeedbackMoveBody,
    handler: ({ body, session, req }) => ops.moveFeedback({ session, ip: req.ip }, body)
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/ops/reports',
    summary: "Customers' reports against shops by status (open: oldest first) (support)",
    session: 'required',
    action: 'ops.report.resolve',
    query: OpsReportsQuery,
    handler: ({ query }) => ops.reports(query)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/ops/reports/resolve',
    summary: 'Resolve an open report with a note; audited',
    session: 'required',
    action: 'ops.report.resolve',
    body: OpsReportResolveBody,
    handler: ({ body, session, req }) => ops.resolveReport({ session, ip: req.ip }, body)
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/ops/deletions',
    summary: 'Accounts in their 7-day deletion window, soonest erased first; read-only (support)',
    session: 'required',
    action: 'ops.deletion.read',
    query: OpsDeletionsQuery,
    handler: ({ query }) => ops.deletions(query)
  })
}
