import type { FastifyInstance } from 'fastify'
import { notFound } from '../../../../errors.js'
import { loadBands, toTimeFeeDto } from '../../../../modules/fee/time-fee.js'
import type { AppContext } from '../../../context.js'
import { defineRoute } from '../../../route.js'
import { TimeFeeQuery } from '@lotus/contract/schemas/merchant'

export function registerTimeFeeRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v1/store/timeFee/list',
    summary: "A merchant's delivery-fee bands by time of day (Asia/Macau)",
    tags: ['cart'],
    query: TimeFeeQuery,
    handler: async ({ query }) => {
      const m = await ctx.db.one('SELECT 1 AS x FROM merchants WHERE id = $1', [query.mchId])
      if (!m) throw notFound('找不到商家')
      return (await loadBands(ctx.db, query.mchId)).map(toTimeFeeDto)
    }
  })
}
