import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { FeedbackInfoQuery, FeedbackSubmitBody } from '@lotus/contract/schemas/account'

/** Feedback: submit (category, text, up to 4 photos), the list and one with its progress and replies. */
export function registerFeedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { feedback } = ctx.services

  defineRoute(app, {
    method: 'POST',
    url: '/v1/feedback/submit',
    summary: 'Send feedback: category, text (5–500 characters) and up to 4 photos of the user',
    tags: ['feedback'],
    consumes: ['application/json'],
    auth: 'required',
    body: FeedbackSubmitBody,
    handler: async ({ body, requireAuth }) => feedback.submit(requireAuth().userId, body)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/feedback/list',
    summary: "The user's feedback, newest first, with its progress",
    tags: ['feedback'],
    auth: 'required',
    handler: async ({ requireAuth }) => feedback.list(requireAuth().userId)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/feedback/info',
    summary: 'One feedback with its progress (received, processing, replied, closed) and replies',
    tags: ['feedback'],
    auth: 'required',
    query: FeedbackInfoQuery,
    handler: async ({ query, requireAuth }) => feedback.info(requireAuth().userId, query.id)
  })
}
