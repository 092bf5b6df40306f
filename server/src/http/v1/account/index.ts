import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { registerBusinessRoutes } from './business.js'
import { registerFeedbackRoutes } from './feedback.js'
import { registerIdentityRoutes } from './identity.js'
import { registerLeavingRoutes } from './leaving.js'
import { registerNewsRoutes } from './news.js'
import { registerMemberRoutes } from './member.js'
import { registerSignInRoutes } from './sign-in.js'

/** Every route of the account centre (issue 12). */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerSignInRoutes(app, ctx)
  registerMemberRoutes(app, ctx)
  registerIdentityRoutes(app, ctx)
  registerLeavingRoutes(app, ctx)
  registerNewsRoutes(app, ctx)
  registerFeedbackRoutes(app, ctx)
  registerBusinessRoutes(app, ctx)
}
