import {
  CounterLookupQuery,
  CounterRedeemBody,
  CounterWeighBody,
  WeighOrderQuery
} from '@lotus/contract/schemas/counter'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context.js'
import { defineStaffRoute } from './staff-route.js'

/** The shop's counter (issue 36 point 4): look a code up, redeem it once, weigh a fruit order. */
export function registerCounterRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { counter } = ctx.services

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/counter/code',
    summary:
      'What a voucher, ticket, reservation, pickup or gift code of the shop is for (another shop’s answers NOT_FOUND)',
    session: 'required',
    action: 'counter.redeem',
    subjectInHandler: true,
    query: CounterLookupQuery,
    handler: async ({ query, authorize }) => {
      authorize('counter.redeem', { merchantId: query.merchantId })
      return counter.lookup(query.merchantId, query.code)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/counter/redeem',
    summary: 'Redeem a code of the shop once (used, refunded or expired: ORDER_STATE saying which); audited',
    session: 'required',
    action: 'counter.redeem',
    subjectInHandler: true,
    body: CounterRedeemBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('counter.redeem', { merchantId: body.merchantId })
      return counter.redeem(session, { ...body, ip: req.ip })
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/counter/weigh',
    summary: 'A weighed-fruit order of the shop by its number: its by-weight lines and what was weighed',
    session: 'required',
    action: 'counter.redeem',
    subjectInHandler: true,
    query: WeighOrderQuery,
    handler: async ({ query, authorize }) => {
      authorize('counter.redeem', { merchantId: query.merchantId })
      return counter.weighOrder(query.merchantId, query.orderNo)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/counter/weigh',
    summary: 'Enter the weighed grams per line: the weigh rule settles and refunds the difference; audited',
    session: 'required',
    action: 'counter.redeem',
    subjectInHandler: true,
    body: CounterWeighBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('counter.redeem', { merchantId: body.merchantId })
      return counter.weigh(session, { ...body, ip: req.ip })
    }
  })
}
