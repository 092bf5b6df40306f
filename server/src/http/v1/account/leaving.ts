import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { DeletionRequestBody } from '@lotus/contract/schemas/account'

/** Leaving: the deletion conditions, the request (SMS code, consent, 7-day grace) and the data export. */
export function registerLeavingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { deletion } = ctx.services

  defineRoute(app, {
    method: 'GET',
    url: '/v1/account/deletion/check',
    summary: 'Whether the account can be deleted now, why not, and the balances that would be forfeited',
    tags: ['account'],
    auth: 'required',
    handler: async ({ requireAuth }) => deletion.check(requireAuth().userId)
  })

  defineRoute(app, {
    method: 'POST',
    url: '/v1/account/deletion/request',
    summary:
      'Request deletion: SMS code (deleteAccount) and consent; erased after 7 days unless logged in again',
    tags: ['account'],
    consumes: ['application/json'],
    auth: 'required',
    body: DeletionRequestBody,
    handler: async ({ body, requireAuth }) =>
      deletion.request(requireAuth().userId, body.code, body.forfeitConsent)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/account/export',
    summary: 'Download my data: everything held about the user as JSON',
    tags: ['account'],
    auth: 'required',
    handler: async ({ requireAuth }) => deletion.exportData(requireAuth().userId)
  })
}
