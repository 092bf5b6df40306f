import type { FastifyInstance } from 'fastify'
import { notFound } from '../../errors.js'
import type { AppContext } from '../context.js'
import { defineRoute } from '../route.js'
import { GatewayPageQuery } from '@lotus/contract/schemas/pay'

/** The sandbox payment gateway's page (non-production only; in production the route does not exist). */
export function registerGatewayRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.production) return
  defineRoute(app, {
    method: 'GET',
    url: '/gateway/pay',
    summary: 'Sandbox gateway page (HTML) with 支付成功 / 支付失敗',
    tags: ['pay'],
    signed: false,
    query: GatewayPageQuery,
    handler: async ({ query, reply }) => {
      const html = await ctx.services.payments.gatewayPage(query.txn)
      if (html === null) throw notFound('找不到支付交易')
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html)
    }
  })
}
