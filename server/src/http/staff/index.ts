import { STAFF_SESSION_MS } from '@lotus/contract/staff'
import {
  AuditQuery,
  StaffLoginBody,
  StaffOrdersQuery,
  StaffPasswordChangeBody,
  TotpCodeBody
} from '@lotus/contract/schemas/staff'
import type { FastifyInstance } from 'fastify'
import { AppError, ErrorCode } from '../../errors.js'
import { createRateLimiter } from '../../modules/auth/rate-limiter.js'
import { revokeStaffMqttCredentials } from '../../mqtt/credentials.js'
import type { AppContext } from '../context.js'
import { clearedCookie, sessionCookie } from './cookie.js'
import { registerMenuRoutes } from './menu.js'
import { registerMarketAdminRoutes } from './market.js'
import { registerCounterRoutes } from './counter.js'
import { registerRefundRoutes } from './refunds.js'
import { registerRiderRoutes } from './riders.js'
import { registerAccountRoutes } from './accounts.js'
import { registerFiguresRoutes } from './figures.js'
import { registerReviewRoutes } from './reviews.js'
import { registerDealsRoutes } from './deals.js'
import { registerFilmRoutes } from './film.js'
import { registerOpsRoutes } from './ops.js'
import { registerContentRoutes } from './content.js'
import { registerMarketingRoutes } from './marketing.js'
import { registerDisputeRoutes } from './disputes.js'
import { defineStaffRoute } from './staff-route.js'
import { registerShopRoutes } from './shop.js'

/** The staff console's API (issue 36): /api/staff/*, cookie sessions; docs/api.md "Staff console". */
export function registerStaffRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { staff } = ctx.services
  const secure = ctx.config.production
  // Per address, beside the per-account lockout: one address cannot try many accounts (or codes) quickly.
  const loginLimiter = createRateLimiter({
    clock: ctx.clock,
    limit: 20,
    windowMs: 60_000,
    redis: ctx.services.redis,
    name: 'staffLogin'
  })
  const limit = async (ip: string) => {
    if (!(await loginLimiter.take(ip))) throw new AppError(ErrorCode.RATE_LIMITED, '嘗試次數過多，請稍後再試')
  }

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/login',
    summary: 'Staff login, password step: sets the session cookie; data.stage says what comes next',
    session: 'none',
    body: StaffLoginBody,
    handler: async ({ body, req, reply }) => {
      await limit(req.ip)
      const { token, stage } = await staff.login({ ...body, ip: req.ip })
      reply.header('set-cookie', sessionCookie(token, { secure, maxAgeS: STAFF_SESSION_MS / 1000 }))
      const session = await staff.sessions.resolve(token)
      // a made password shows as stage `password` once no code is due
      return { stage: session?.stage ?? stage, me: session ? await staff.me(session) : null }
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/login/totp',
    summary: 'Staff login, second step: the 6-digit code of the enrolled authenticator',
    session: 'required',
    action: 'account.read',
    body: TotpCodeBody,
    handler: async ({ body, req, session }) => {
      await limit(req.ip)
      await staff.verifyTotp(session, { code: body.code, ip: req.ip })
      return { stage: session.account.passwordChangeDue ? 'password' : 'done' }
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/totp/enrol',
    summary: 'Start TOTP enrolment: a new secret and its QR (data URL); confirmed by /staff/totp/confirm',
    session: 'required',
    action: 'totp.enrol',
    handler: ({ req, session }) => staff.startTotpEnrolment(session, { ip: req.ip })
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/totp/confirm',
    summary: 'Confirm TOTP enrolment with a code from the new secret',
    session: 'required',
    action: 'totp.enrol',
    body: TotpCodeBody,
    handler: async ({ body, req, session }) => {
      await limit(req.ip)
      await staff.confirmTotpEnrolment(session, { code: body.code, ip: req.ip })
      return { stage: session.account.passwordChangeDue ? 'password' : 'done' }
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/password',
    summary:
      "Change one's own password with the current one (required at stage `password`); other sessions end",
    session: 'required',
    action: 'account.password',
    body: StaffPasswordChangeBody,
    handler: async ({ body, req, session }) => {
      await limit(req.ip)
      await staff.changePassword(session, { ...body, ip: req.ip })
      return { stage: 'done' }
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/logout',
    summary: 'End the staff session',
    session: 'required',
    action: 'account.read',
    handler: async ({ req, reply, session }) => {
      await staff.logout(session, { ip: req.ip })
      // the board's MQTT connections of this session end with it
      ctx.services.mqtt.disconnectUsernames(await revokeStaffMqttCredentials(ctx.db, session.tokenHash))
      reply.header('set-cookie', clearedCookie(secure))
      return null
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/me',
    summary: 'The session: account, role, stage, shops and the CSRF token',
    session: 'required',
    action: 'account.read',
    handler: ({ session }) => staff.me(session)
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/orders',
    summary: "One shop's paid orders, newest first (owners and staff of that shop)",
    session: 'required',
    action: 'shop.orders.read',
    subjectInHandler: true,
    query: StaffOrdersQuery,
    handler: async ({ query, authorize }) => {
      authorize('shop.orders.read', { merchantId: query.merchantId })
      return staff.shopOrders(query)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/audit',
    summary: 'The audit log, newest first, searchable (operators; read-only)',
    session: 'required',
    action: 'audit.read',
    query: AuditQuery,
    handler: ({ query }) => staff.audit.list(query)
  })

  // the shop's menu (issue 37)
  registerMenuRoutes(app, ctx)
  // the counter and refunds (issue 36 points 4, 5)
  registerCounterRoutes(app, ctx)
  registerRefundRoutes(app, ctx)
  // the riders' app (issue 36 point 6)
  registerRiderRoutes(app, ctx)
  // staff accounts (issue 36, fulfil)
  registerAccountRoutes(app, ctx)
  // reviews and figures (issue 37 points 4, 5)
  registerReviewRoutes(app, ctx)
  registerFiguresRoutes(app, ctx)
  // the shop's settings (issue 37 point 2)
  registerShopRoutes(app, ctx)
  // group-buying deals and reservation slots (issue 37 point 3)
  registerDealsRoutes(app, ctx)
  // a cinema's halls and film sessions (issue 37 point 3)
  registerFilmRoutes(app, ctx)
  // a supermarket's aisles and goods (issue 37)
  registerMarketAdminRoutes(app, ctx)
  // operators' support desk (issue 38)
  registerOpsRoutes(app, ctx)
  registerContentRoutes(app, ctx)
  registerMarketingRoutes(app, ctx)
  registerDisputeRoutes(app, ctx)
}
