import type { FastifyInstance } from 'fastify'
import type { AppContext } from './context.js'
import { defineRoute } from './route.js'

/** A probe's database check gives up after this long (a hung pool must read as not ready). */
const PROBE_TIMEOUT_MS = 2000

const within = <T>(p: Promise<T>, ms: number): Promise<T | 'timeout'> =>
  Promise.race([p, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms).unref())])

export function registerRootRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '',
    summary: 'Server time in ms (the app derives its clock offset from it)',
    tags: ['gateway'],
    signed: false,
    handler: async () => ctx.clock.now()
  })

  // Set when shutdown starts, so a load balancer stops sending new work while requests in flight finish.
  let draining = false
  app.addHook('preClose', async () => {
    draining = true
  })

  defineRoute(app, {
    method: 'GET',
    url: '/health',
    summary: 'Liveness: the process answers (no dependency is checked)',
    tags: ['gateway'],
    signed: false,
    handler: async () => ({ status: 'ok', pid: process.pid })
  })

  defineRoute(app, {
    method: 'GET',
    url: '/ready',
    summary:
      'Readiness: the database and (when configured) Redis answer; 503 while not ready or shutting down',
    tags: ['gateway'],
    signed: false,
    handler: async ({ reply }) => {
      const [db, redis] = await Promise.all([
        within(
          ctx.db.query('SELECT 1').then(
            () => true,
            () => false
          ),
          PROBE_TIMEOUT_MS
        ).then((v) => v === true),
        ctx.services.redis ? ctx.services.redis.ping() : Promise.resolve(null)
      ])
      const ready = db && redis !== false && !draining
      if (!ready) reply.code(503)
      return { ready, db, redis, draining }
    }
  })
}
