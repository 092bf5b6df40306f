import { boardTopic, type StaffMqttCredentials } from '@lotus/contract/board'
import {
  BoardAcceptBody,
  BoardOrderBody,
  BoardQuery,
  BoardRejectBody,
  BoardSettingsBody,
  StaffMqttBody
} from '@lotus/contract/schemas/board'
import type { StaffAction } from '@lotus/contract/staff'
import type { FastifyInstance } from 'fastify'
import { AppError, ErrorCode } from '../../errors.js'
import type { StaffCall } from '../../modules/board/staff-call.js'
import type { StaffSession } from '../../modules/staff/sessions.js'
import { issueStaffMqttCredentials } from '../../mqtt/credentials.js'
import { brokerUrl } from '../broker-url.js'
import type { AppContext } from '../context.js'
import { defineStaffRoute, type SessionRouteContext } from './staff-route.js'

/** The order board's calls (issue 36 point 3): /api/staff/board*, /api/staff/mqtt/credentials. */
export function registerBoardRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  opts: { mqttPublicUrl: string | undefined }
): void {
  const { board, staff } = ctx.services

  /** The staff call of one order step: the policy per the order's shop, the audit with the session's account. */
  const callOf = (
    action: StaffAction,
    c: SessionRouteContext<unknown, unknown>,
    session: StaffSession
  ): StaffCall => ({
    actor: { type: 'merchant', id: session.account.id, name: session.account.name },
    allow: (merchantId) => {
      try {
        c.authorize(action, { merchantId })
      } catch (err) {
        // another shop's order answers exactly as a missing one
        if (err instanceof AppError && err.code === ErrorCode.NOT_FOUND)
          throw new AppError(ErrorCode.NOT_FOUND, '找不到訂單', 404)
        throw err
      }
    },
    audit: (t, e) =>
      staff.audit.write(t, {
        actor: { type: 'staff', id: session.account.id, name: session.account.name },
        action: e.action,
        subjectType: 'order',
        subjectId: e.orderId,
        merchantId: e.merchantId,
        ip: c.req.ip,
        before: e.before,
        after: e.after
      })
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/board',
    summary: "A shop's order board: live orders by column, today's finished ones, its settings",
    session: 'required',
    action: 'shop.orders.read',
    subjectInHandler: true,
    query: BoardQuery,
    handler: async ({ query, authorize }) => {
      authorize('shop.orders.read', { merchantId: query.merchantId })
      return board.board(query.merchantId)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/board/accept',
    summary: 'Accept a paid order with its preparation minutes (shown to the customer)',
    session: 'required',
    action: 'order.accept',
    subjectInHandler: true,
    body: BoardAcceptBody,
    handler: (c) => board.accept(callOf('order.accept', c, c.session), c.body)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/board/reject',
    summary: 'Reject a paid order with a reason: cancelled, refunded, the customer told',
    session: 'required',
    action: 'order.reject',
    subjectInHandler: true,
    body: BoardRejectBody,
    handler: (c) => board.reject(callOf('order.reject', c, c.session), c.body)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/board/ready',
    summary: 'Mark an accepted order ready (a delivery waits for its rider, a pickup for its customer)',
    session: 'required',
    action: 'order.ready',
    subjectInHandler: true,
    body: BoardOrderBody,
    handler: (c) => board.ready(callOf('order.ready', c, c.session), c.body)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/board/settings',
    summary: "A shop's auto-accept and accept limit (minutes; its owner only)",
    session: 'required',
    action: 'shop.settings.write',
    subjectInHandler: true,
    body: BoardSettingsBody,
    handler: async ({ body, authorize, session, req }) => {
      authorize('shop.settings.write', { merchantId: body.merchantId })
      return board.setSettings(body.merchantId, body, (t, before, after) =>
        staff.audit.write(t, {
          actor: { type: 'staff', id: session.account.id, name: session.account.name },
          action: 'shop.settings.write',
          subjectType: 'merchant',
          subjectId: body.merchantId,
          merchantId: body.merchantId,
          ip: req.ip,
          before,
          after
        })
      )
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/mqtt/credentials',
    summary: "Short-lived MQTT credentials (2 h) for a shop's board topic, bound to this session",
    session: 'required',
    action: 'shop.orders.read',
    subjectInHandler: true,
    body: StaffMqttBody,
    handler: async ({ body, authorize, session, req }): Promise<StaffMqttCredentials> => {
      authorize('shop.orders.read', { merchantId: body.merchantId })
      const c = await issueStaffMqttCredentials(ctx.db, ctx.clock, {
        staffId: session.account.id,
        sessionHash: session.tokenHash
      })
      return { ...c, url: brokerUrl(req, opts.mqttPublicUrl), topic: boardTopic(body.merchantId) }
    }
  })
}
