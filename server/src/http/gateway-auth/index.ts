import type { FastifyInstance } from 'fastify'
import { AppError, ErrorCode } from '../../errors.js'
import { createRateLimiter } from '../../modules/auth/rate-limiter.js'
import type { AppContext } from '../context.js'
import { defineRoute } from '../route.js'
import { SignReportBody } from '@lotus/contract/schemas/user'

export function registerGatewayAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Unsigned and unauthenticated, so each address may only file a few reports.
  const limiter = createRateLimiter({
    clock: ctx.clock,
    limit: 30,
    windowMs: 60_000,
    redis: ctx.services.redis,
    name: 'reportLog'
  })
  defineRoute(app, {
    method: 'POST',
    url: '/gatewayAuth/reportLog',
    summary: 'Report a call the server rejected for its signature (unsigned)',
    tags: ['gateway'],
    consumes: ['application/x-www-form-urlencoded', 'application/json'],
    signed: false,
    body: SignReportBody,
    handler: async ({ body, req }) => {
      if (!(await limiter.take(req.ip)))
        throw new AppError(ErrorCode.RATE_LIMITED, '請求過於頻繁，請稍後再試')
      await ctx.services.signReports.record(body, req.ip)
      return null
    }
  })
}
