import type { FastifyInstance } from 'fastify'
import type { AppContext } from './context.js'
import { defineRoute } from './route.js'

export function registerRootRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '',
    summary: 'Server time in ms (the app derives its clock offset from it)',
    tags: ['gateway'],
    signed: false,
    handler: async () => ctx.clock.now()
  })
}
