import { POSITIONS_PER_MINUTE } from '@lotus/contract/rider'
import {
  RiderHandoverBody,
  RiderJobsQuery,
  RiderOrderBody,
  RiderPositionBody,
  RiderTaskQuery
} from '@lotus/contract/schemas/rider'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError, ErrorCode } from '../../errors.js'
import { createRateLimiter } from '../../modules/auth/rate-limiter.js'
import type { RiderCaller } from '../../modules/rider/rider-service.js'
import type { StaffSession } from '../../modules/staff/sessions.js'
import type { AppContext } from '../context.js'
import { defineStaffRoute } from './staff-route.js'
import type { StaffActor } from '@lotus/contract/staff'

/**
 * The riders' app (issue 36 point 6): /api/staff/rider/*, riders only (the policy, contract/staff.ts). An order
 * another rider took answers exactly like a missing one. docs/api.md "Riders".
 */
export function registerRiderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { riders } = ctx.services
  const positions = createRateLimiter({
    clock: ctx.clock,
    limit: POSITIONS_PER_MINUTE,
    windowMs: 60_000,
    redis: ctx.services.redis,
    name: 'riderPosition'
  })
  const caller = (s: { session: StaffSession; actor: StaffActor; req: FastifyRequest }): RiderCaller => ({
    actor: s.actor,
    name: s.session.account.name,
    ip: s.req.ip
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/rider/jobs',
    summary: 'Deliveries ready near the rider (accepted or prepared, not taken), nearest shop first',
    session: 'required',
    action: 'rider.jobs.read',
    query: RiderJobsQuery,
    handler: (s) =>
      riders.jobsNear(
        caller(s),
        s.query.lat !== undefined && s.query.lng !== undefined
          ? { lat: s.query.lat, lng: s.query.lng }
          : undefined
      )
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/rider/tasks',
    summary:
      "The rider's deliveries in hand (taken, not yet handed over), the contact whole only while delivering",
    session: 'required',
    action: 'rider.jobs.read',
    handler: (s) => riders.tasks(caller(s))
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/rider/task',
    summary: 'One order the rider took, in any state (the contact masked before pickup and after delivery)',
    session: 'required',
    action: 'rider.jobs.read',
    query: RiderTaskQuery,
    handler: (s) => riders.task(caller(s), s.query.orderId)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/rider/take',
    summary: 'Take a delivery: one rider per order (ORDER_TAKEN 已被其他騎手接單 for the others)',
    session: 'required',
    action: 'rider.take',
    body: RiderOrderBody,
    handler: (s) => riders.take(caller(s), s.body.orderId)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/rider/pick-up',
    summary: 'Picked up at the shop (配送中); only the rider who took it',
    session: 'required',
    action: 'rider.pickUp',
    body: RiderOrderBody,
    handler: (s) => riders.pickUp(caller(s), s.body.orderId)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/rider/arrive',
    summary: "At the door of an alcohol order: the recipient's 18+ check starts",
    session: 'required',
    action: 'rider.deliver',
    body: RiderOrderBody,
    handler: (s) => riders.arrive(caller(s), s.body.orderId)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/rider/deliver',
    summary:
      'Delivered (已送達); an alcohol order with the ID checked and its year of birth, or refused (reported)',
    session: 'required',
    action: 'rider.deliver',
    body: RiderHandoverBody,
    handler: (s) => riders.deliver(caller(s), s.body)
  })

  defineStaffRoute(app, ctx, {
    method: 'POST',
    url: '/staff/rider/position',
    summary: "The rider's position inside Macau, every ~10 s while delivering (at most 12 a minute)",
    session: 'required',
    action: 'rider.position',
    body: RiderPositionBody,
    handler: async (s) => {
      if (!(await positions.take(String(s.actor.id))))
        throw new AppError(ErrorCode.RATE_LIMITED, '位置更新過於頻繁，請稍後再試')
      return riders.sharePosition(caller(s), s.body)
    }
  })

  defineStaffRoute(app, ctx, {
    method: 'GET',
    url: '/staff/rider/earnings',
    summary: "Today's (Macau) delivered orders: each one's fee and tip, and the totals",
    session: 'required',
    action: 'rider.earnings.read',
    handler: (s) => riders.earningsToday(caller(s))
  })
}
