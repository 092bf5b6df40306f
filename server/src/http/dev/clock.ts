import type { FastifyInstance } from 'fastify'
import { z } from 'zod/v4'
import type { AppContext } from '../context.js'
import { defineRoute } from '../route.js'

const MINUTE_MS = 60_000
/** The longest one call moves the clock: ten years (points last until the end of the second year). */
const MAX_ADVANCE_MS = 3_660 * 86_400_000

const count = (max: number) => z.number().int().min(0).max(max).optional()

const AdvanceClockBody = z
  .strictObject({
    days: count(3_660),
    hours: count(87_840),
    minutes: count(5_270_400)
  })
  .transform((b) => ((b.days ?? 0) * 1_440 + (b.hours ?? 0) * 60 + (b.minutes ?? 0)) * MINUTE_MS)
  .refine((ms) => ms > 0, { message: '請指定前進的時間（days、hours 或 minutes）' })
  .refine((ms) => ms <= MAX_ADVANCE_MS, { message: '一次最多前進 3660 日' })

/**
 * The QA test clock, non-production only (absent in production): move the server's clock forward and run the
 * durable jobs that are then due (pay windows, 過期自動退, points expiry, the 7-day erasure), as the poller would.
 */
export function registerDevClockRoutes(app: FastifyInstance, ctx: AppContext): void {
  const clock = ctx.testClock
  if (ctx.config.production || !clock) return
  const state = () => ({ now: clock.now(), offsetMs: clock.offset() })

  defineRoute(app, {
    method: 'GET',
    url: '/dev/clock',
    summary:
      'Test clock: the server time (ms) and how far it was moved ahead of the real one, non-production only',
    tags: ['dev'],
    signed: false,
    handler: async () => state()
  })

  defineRoute(app, {
    method: 'POST',
    url: '/dev/clock/advance',
    summary: 'Test clock: move the server clock forward and run the jobs then due, non-production only',
    tags: ['dev'],
    consumes: ['application/json'],
    signed: false,
    body: AdvanceClockBody,
    handler: async ({ body: ms }) => {
      clock.advance(ms)
      const jobsRun = await ctx.services.jobs.drain()
      return { ...state(), jobsRun }
    }
  })
}
