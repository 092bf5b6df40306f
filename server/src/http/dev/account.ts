import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context.js'
import { defineRoute } from '../route.js'
import { FeedbackSimulateBody } from '@lotus/contract/schemas/account'
import { BusinessReviewBody } from '@lotus/contract/schemas/business'

/**
 * Non-production only: plays the support and merchant-onboarding staff, so a feedback's progress and replies
 * and a merchant application's decision can be seen.
 */
export function registerDevAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.production) return
  defineRoute(app, {
    method: 'POST',
    url: '/dev/feedback/advance',
    summary: 'Simulator: move one feedback one step (received → processing → replied with a reply → closed)',
    tags: ['dev'],
    consumes: ['application/json'],
    signed: false,
    body: FeedbackSimulateBody,
    handler: async ({ body }) => ({
      id: body.id,
      status: await ctx.services.feedback.simulateStep(body.id, body.reply)
    })
  })

  defineRoute(app, {
    method: 'POST',
    url: '/dev/business/review',
    summary: 'Simulator: approve or reject a merchant application in review',
    tags: ['dev'],
    consumes: ['application/json'],
    signed: false,
    body: BusinessReviewBody,
    handler: async ({ body }) => ctx.services.business.review(body.id, body.decision, body.reason)
  })
}
