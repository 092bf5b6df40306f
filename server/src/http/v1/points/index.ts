import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'
import { PointsRecordsQuery } from '@lotus/contract/schemas/points'
import { requestLocale } from '../../../i18n/request-locale.js'

/** Honey points (蜂蜜): the caller's balance and ledger rows. */
export function registerPointsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { points } = ctx.services

  defineRoute(app, {
    method: 'GET',
    url: '/v1/points/balance',
    summary: 'Honey points usable now and the next points to expire',
    tags: ['points'],
    auth: 'required',
    handler: async ({ requireAuth }) => points.balance(requireAuth().userId)
  })

  defineRoute(app, {
    method: 'GET',
    url: '/v1/points/records',
    summary: 'Honey points ledger rows, newest first (valid: earn/spend/refund; expired: expiry rows)',
    tags: ['points'],
    auth: 'required',
    query: PointsRecordsQuery,
    handler: async ({ req, query, requireAuth }) =>
      points.history(requireAuth().userId, query, requestLocale(req))
  })
}
