import { FiguresQuery, StatementQuery } from '@lotus/contract/schemas/figures'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context.js'
import { defineStaffRoute } from './staff-route.js'

/** A shop's figures and settlement statement (issue 37 point 5); docs/api.md "Figures". Owners. */
export function registerFiguresRoutes(app: FastifyInstance, ctx: AppContext): void {
  const figures = ctx.services.figures

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/figures',
    summary:
      'Sales, orders, average ticket, refunds, top goods, orders per hour and per day: today, 7 or 30 Macau days',
    session: 'required',
    action: 'figures.read',
    subjectInHandler: true,
    query: FiguresQuery,
    handler: async ({ query, authorize }) => {
      authorize('figures.read', { merchantId: query.merchantId })
      return figures.figures(query.merchantId, query.period)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/figures/statement',
    summary:
      'The settlement statement of Macau days from..to (at most 92): gross, commission, refunds, net and its lines',
    session: 'required',
    action: 'figures.read',
    subjectInHandler: true,
    query: StatementQuery,
    handler: async ({ query, authorize }) => {
      authorize('figures.read', { merchantId: query.merchantId })
      return figures.statement(query)
    }
  })
}
