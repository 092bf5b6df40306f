import {
  OpsApplicationDecideBody,
  OpsApplicationsQuery,
  OpsCommissionBody,
  OpsShopsQuery,
  OpsRiderApplicationsQuery,
  OpsRiderDecideBody,
  OpsRidersQuery,
  OpsRiderStandingBody,
  RiderApplyBody,
  OpsShopStandingBody,
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
import { requestLocale } from '../../i18n/request-locale.js'
import type { FastifyInstance } from 'fastify'
import { AppError, ErrorCode } from '../../errors.js'
import { createRateLimiter } from '../../modules/auth/rate-limiter.js'
import type { AppContext } from '../context.js'
import { defineStaffRoute } from './staff-route.js'

/** The operators' support desk (issue 38 point 5); docs/api.md "Operators". Every write and reveal is audited. */
export function registerOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { ops } = ctx.services
  // the rider application is a public form: a few per address per hour
  const applyLimiter = createRateLimiter({
    clock: ctx.clock,
    limit: 5,
    windowMs: 3600_000,
    redis: ctx.services.redis,
    name: 'riderApply'
  })

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
    handler: ({ query, req }) => ops.order(query.orderId, requestLocale(req))
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

  // shops (issue 38 point 2)
  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/ops/applications',
    summary: 'Merchant applications by status (in review: oldest first), phone masked (support)',
    session: 'required',
    action: 'ops.merchant.review',
    query: OpsApplicationsQuery,
    handler: ({ query }) => ops.applications(query)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/ops/applications/decide',
    summary:
      "Approve (a shop, closed until set up, and its owner's login, password answered once) or reject with the reason the applicant reads; audited",
    session: 'required',
    action: 'ops.merchant.review',
    body: OpsApplicationDecideBody,
    handler: ({ body, session, req }) => ops.decideApplication({ session, ip: req.ip }, body)
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/ops/shops',
    summary: 'Shops with their standing, commission and owners (support, finance)',
    session: 'required',
    action: 'ops.shops.read',
    query: OpsShopsQuery,
    handler: ({ query }) => ops.shops(query)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/ops/shops/standing',
    summary:
      'Suspend, reopen or close a shop with a reason: orders not yet accepted cancelled and refunded, accepted ones run on; audited',
    session: 'required',
    action: 'ops.shop.standing',
    body: OpsShopStandingBody,
    handler: ({ body, session, req }) => ops.moveStanding({ session, ip: req.ip }, body)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/ops/shops/commission',
    summary: "Set a shop's commission (basis points) for sales paid from now on; audited (finance)",
    session: 'required',
    action: 'ops.commission.write',
    body: OpsCommissionBody,
    handler: ({ body, session, req }) => ops.setCommission({ session, ip: req.ip }, body)
  })

  // riders (issue 38 point 2): the application is the console's public form; one in review per phone
  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/rider-applications',
    summary: "A rider's application (no session; limited per address): one in review per phone",
    session: 'none',
    body: RiderApplyBody,
    handler: async ({ body, req }) => {
      if (!(await applyLimiter.take(req.ip)))
        throw new AppError(ErrorCode.RATE_LIMITED, '提交次數過多，請稍後再試')
      return ops.applyAsRider(body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/ops/rider-applications',
    summary: 'Rider applications by status (in review: oldest first), phone masked (support)',
    session: 'required',
    action: 'ops.rider.review',
    query: OpsRiderApplicationsQuery,
    handler: ({ query }) => ops.riderApplications(query)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/ops/rider-applications/decide',
    summary: 'Approve (a rider account, password answered once) or reject with a reason; audited',
    session: 'required',
    action: 'ops.rider.review',
    body: OpsRiderDecideBody,
    handler: ({ body, session, req }) => ops.decideRider({ session, ip: req.ip }, body)
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/ops/riders',
    summary: 'Riders with their suspension and deliveries in hand (support)',
    session: 'required',
    action: 'ops.rider.review',
    query: OpsRidersQuery,
    handler: ({ query }) => ops.riders(query)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/ops/riders/suspend',
    summary:
      'Suspend a rider (no new deliveries; those in hand are finished) or lift it, with a reason; audited',
    session: 'required',
    action: 'ops.rider.review',
    body: OpsRiderStandingBody,
    handler: ({ body, session, req }) => ops.setRiderSuspended({ session, ip: req.ip }, body)
  })
}
