import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { defineRoute } from '../../route.js'

export function registerCaptchaRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v1/captcha/challenge',
    summary:
      'A signed, single-use ALTCHA proof-of-work challenge (5 minutes) to solve before sendCode / sendSafetyCode',
    tags: ['auth'],
    handler: async () => ctx.services.captcha.challenge()
  })
}
