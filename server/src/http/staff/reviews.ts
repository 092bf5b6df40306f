import {
  ReviewReplyBody,
  ReviewReportBody,
  ReviewReportDecideBody,
  ReviewReportsQuery,
  ReviewsQuery
} from '@lotus/contract/schemas/reviews-admin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Actor } from '../../modules/reviews-admin/reviews-admin-service.js'
import type { StaffSession } from '../../modules/staff/sessions.js'
import type { AppContext } from '../context.js'
import { defineStaffRoute } from './staff-route.js'

const actor = (session: StaffSession, req: FastifyRequest): Actor => ({
  staffId: session.account.id,
  name: session.account.username,
  ip: req.ip
})

/** A shop's reviews (issue 37 point 4): list, reply, report; the operators' report queue. docs/api.md "Reviews". */
export function registerReviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  const reviews = ctx.services.reviewsAdmin

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/reviews',
    summary:
      "One shop's reviews, newest first, filtered by stars, photos, unreplied and Macau dates (owners and staff)",
    session: 'required',
    action: 'reviews.read',
    subjectInHandler: true,
    query: ReviewsQuery,
    handler: async ({ query, authorize }) => {
      authorize('reviews.read', { merchantId: query.merchantId })
      return reviews.list(query)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/reviews/reply',
    summary: "Write or edit the shop's one reply to a review (its version); owners",
    session: 'required',
    action: 'reviews.reply',
    subjectInHandler: true,
    body: ReviewReplyBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('reviews.reply', { merchantId: body.merchantId })
      return reviews.reply(actor(session, req), body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/reviews/report',
    summary: 'Report an abusive review to the operators (a reason from the list and text); owners and staff',
    session: 'required',
    action: 'reviews.report',
    subjectInHandler: true,
    body: ReviewReportBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('reviews.report', { merchantId: body.merchantId })
      return reviews.report(actor(session, req), body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/review-reports',
    summary: 'Reported reviews, open ones oldest first (operators)',
    session: 'required',
    action: 'reviews.moderate',
    query: ReviewReportsQuery,
    handler: ({ query }) => reviews.reports(query)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/review-reports/decide',
    summary: 'Hide the reported review or dismiss the report, with a note (operators)',
    session: 'required',
    action: 'reviews.moderate',
    body: ReviewReportDecideBody,
    handler: async ({ body, session, req }) => reviews.decide(actor(session, req), body)
  })
}
