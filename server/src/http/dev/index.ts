import type { FastifyInstance } from 'fastify'
import { z } from 'zod/v4'
import type { AppContext } from '../context.js'
import { defineRoute } from '../route.js'

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

/** Developer tools, non-production only (absent in production): the order simulator's one-step advance. */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sim = ctx.services.simulator
  if (ctx.config.production || !sim) return
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
