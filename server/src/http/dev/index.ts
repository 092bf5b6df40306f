import type { FastifyInstance } from 'fastify'
import { randomUUID } from 'node:crypto'
import { z } from 'zod/v4'
import { notFound } from '../../errors.js'
import type { AppContext } from '../context.js'
import { defineRoute } from '../route.js'
import { registerDevAccountRoutes } from './account.js'
import { registerDevClockRoutes } from './clock.js'

const AdvanceBody = z.strictObject({
  orderId: z.union([
    z.number().int().min(1).max(2_147_483_647),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(2_147_483_647))
  ])
})

const GrantPointsBody = z.strictObject({
  areaCode: z.enum(['853', '852', '86']).default('853'),
  phone: z.string().regex(/^\d{8,11}$/),
  points: z.number().int().min(1).max(100_000)
})

/**
 * Developer tools, non-production only (absent in production): the order simulator's one-step advance and a
 * honey grant for browser tests (points are otherwise earned only by completed orders on a 5-minute job).
 */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerDevAccountRoutes(app, ctx)
  registerDevClockRoutes(app, ctx)
  if (ctx.config.production) return
  defineRoute(app, {
    method: 'POST',
    url: '/dev/points/grant',
    summary: 'Honey for a test user: one ledger earn row (reason 測試獎勵), non-production only',
    tags: ['dev'],
    consumes: ['application/json'],
    signed: false,
    body: GrantPointsBody,
    handler: async ({ body }) => {
      const u = await ctx.db.one<{ id: number }>('SELECT id FROM users WHERE area_code = $1 AND phone = $2', [
        body.areaCode,
        body.phone
      ])
      if (!u) throw notFound('找不到用戶')
      const ref = `dev-grant:${randomUUID()}`
      const r = await ctx.db.tx((t) => ctx.services.points.earn(t, u.id, body.points, '測試獎勵', ref))
      return { userId: u.id, balance: r.balance }
    }
  })
  const sim = ctx.services.simulator
  if (!sim) return
  defineRoute(app, {
    method: 'POST',
    url: '/dev/simulator/advance',
    summary: 'Simulator: move one order one step now (accept, dispatch, deliver, approve refund)',
    tags: ['dev'],
    consumes: ['application/json', 'application/x-www-form-urlencoded'],
    signed: false,
    body: AdvanceBody,
    handler: async ({ body }) => {
      await sim.advance(body.orderId)
      const o = await ctx.db.one<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
        body.orderId
      ])
      return { orderId: body.orderId, status: o?.status ?? null }
    }
  })
}
